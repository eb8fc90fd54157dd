import type { LoginSource } from './login-source';
import { hasSignedInHint, writeSignedInHint } from './signed-in-hint';
import { writeUserPreview } from './user-preview-storage';

/** The stored login token (docs/product/accounts-and-access.md); its presence is what "logged in" means. */
const TOKEN_KEY = 'riskatlas.token';
/** How the token was obtained: it decides the Authorization scheme (Bearer or LinkGen). */
const SOURCE_KEY = 'riskatlas.token-source';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode, embedded frames): behave as signed out.
    return null;
  }
}

export function readTokenSource(): LoginSource {
  try {
    return window.localStorage.getItem(SOURCE_KEY) === 'linkgen' ? 'linkgen' : 'credentials';
  } catch {
    return 'credentials';
  }
}

export function writeToken(token: string | null, source: LoginSource = 'credentials'): void {
  writeSignedInHint(token !== null);
  // Whoever the new token is for, the last user's preview is not theirs.
  writeUserPreview(null);
  try {
    if (token === null) {
      window.localStorage.removeItem(TOKEN_KEY);
      window.localStorage.removeItem(SOURCE_KEY);
    } else {
      window.localStorage.setItem(TOKEN_KEY, token);
      window.localStorage.setItem(SOURCE_KEY, source);
    }
  } catch {
    // Nothing to do: the session then lasts for this page only.
  }
}

/** Brings the server's signed-in hint in line with the stored token (either may have been cleared alone). */
export function syncSignedInHint(): void {
  const signedIn = readToken() !== null;
  if (signedIn !== hasSignedInHint()) writeSignedInHint(signedIn);
}
