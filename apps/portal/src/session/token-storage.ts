/** The stored login token (spec: "Stored flags: login token"); its presence is what "logged in" means. */
const TOKEN_KEY = 'riskatlas.token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode, embedded frames): behave as signed out.
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Nothing to do: the session then lasts for this page only.
  }
}
