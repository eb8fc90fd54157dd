import { useUser, type Schema } from '@riskatlas/api-client';
import { useEffect, useState } from 'react';

type User = Schema<'User'>;

/**
 * What the shell and the dashboard show of the signed-in user before `GET /user` answers: the header's
 * menu and user menu and the dashboard's greeting and cards paint once the scripts have run, instead of
 * waiting for the network. Only these display fields are kept, never the record: it holds the SSO token
 * and the address.
 */
export type UserPreview = Pick<User, 'person_name' | 'email' | 'country' | 'app_theme' | 'roles' | 'points'>;

const PREVIEW_KEY = 'riskatlas.user-preview';

function toUserPreview(user: UserPreview): UserPreview {
  const { person_name, email, country, app_theme, roles, points } = user;
  return { person_name, email, country, app_theme, roles, points };
}

function isUserPreview(value: unknown): value is UserPreview {
  if (typeof value !== 'object' || value === null) return false;
  const preview = value as Record<string, unknown>;
  return (
    typeof preview.person_name === 'string' &&
    typeof preview.email === 'string' &&
    typeof preview.country === 'string' &&
    typeof preview.app_theme === 'string' &&
    Array.isArray(preview.roles) &&
    preview.roles.every((role) => typeof role === 'string') &&
    typeof preview.points === 'object' &&
    preview.points !== null
  );
}

/** The remembered preview, or undefined (none, unreadable, or not a preview: storage is not trusted). */
export function readUserPreview(): UserPreview | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const stored = window.localStorage.getItem(PREVIEW_KEY);
    const value: unknown = stored === null ? undefined : JSON.parse(stored);
    return isUserPreview(value) ? toUserPreview(value) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the preview of the user `GET /user` answered with; null forgets it (a new token, a logout). */
export function writeUserPreview(user: UserPreview | null): void {
  if (typeof window === 'undefined') return;
  try {
    if (user === null) {
      window.localStorage.removeItem(PREVIEW_KEY);
      return;
    }
    const value = JSON.stringify(toUserPreview(user));
    if (window.localStorage.getItem(PREVIEW_KEY) !== value) window.localStorage.setItem(PREVIEW_KEY, value);
  } catch {
    // Storage blocked or full: the shell then waits for the user record, as on a first visit.
  }
}

export interface ShellUser {
  /** The user record once loaded; until then the remembered preview (not after a failure). */
  user: User | UserPreview | undefined;
  /** The record itself, for what must not be decided from a preview (the terms of use). */
  record: User | undefined;
  /** Nothing to show yet: no record and no preview. */
  isLoading: boolean;
  error: unknown;
}

/**
 * The signed-in user for the shell and the dashboard: the record when loaded, else the preview the
 * last visit remembered. Pass `signedIn: false` to ask for nothing (the record is fetched only with a token).
 */
export function useShellUser(signedIn = true): ShellUser {
  const { data, error, isLoading } = useUser(signedIn ? {} : null);
  const [preview] = useState(() => (signedIn ? readUserPreview() : undefined));
  const shown = signedIn ? (data ?? (error ? undefined : preview)) : undefined;
  return { user: shown, record: data, isLoading: isLoading && shown === undefined, error };
}

/** Keeps the preview in step with the record. The layout calls it, once for the whole signed-in shell. */
export function useRememberUserPreview(record: User | undefined): void {
  useEffect(() => {
    if (record) writeUserPreview(record);
  }, [record]);
}
