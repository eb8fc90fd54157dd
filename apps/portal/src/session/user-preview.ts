import { useUser, type Schema } from '@riskatlas/api-client';
import { useEffect, useState } from 'react';
import { readUserPreview, writeUserPreview, type UserPreview } from './user-preview-storage';

type User = Schema<'User'>;

export interface ShellUser {
  /** The user record once loaded; until then the remembered preview (not after a failure). */
  user: User | UserPreview | undefined;
  /** The record itself, for what must not be decided from a preview (the terms of use). */
  record: User | undefined;
  /** Nothing to show yet: no record and no preview. */
  isLoading: boolean;
  error: unknown;
  /** Loads the record again (after a failure). */
  retry: () => void;
}

/**
 * The signed-in user for the shell and the dashboard: the record when loaded, else the preview the
 * last visit remembered. Pass `signedIn: false` to ask for nothing (the record is fetched only with a token).
 */
export function useShellUser(signedIn = true): ShellUser {
  const { data, error, isLoading, mutate } = useUser(signedIn ? {} : null);
  const [preview] = useState(() => (signedIn ? readUserPreview() : undefined));
  const shown = signedIn ? (data ?? (error ? undefined : preview)) : undefined;
  return { user: shown, record: data, isLoading: isLoading && shown === undefined, error, retry: () => void mutate() };
}

/** Keeps the preview in step with the record. The layout calls it, once for the whole signed-in shell. */
export function useRememberUserPreview(record: User | undefined): void {
  useEffect(() => {
    if (record) writeUserPreview(record);
  }, [record]);
}
