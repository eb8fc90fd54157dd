/*
 * The remembered user preview in localStorage, without React: the pre-rendered frame's inline script
 * (src/frame/greeting.ts) reads it too, before any of the app's scripts have arrived.
 */
import type { Schema } from '@riskatlas/api-client';

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
