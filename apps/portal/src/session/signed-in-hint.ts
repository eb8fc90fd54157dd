/**
 * A cookie that tells the server this browser holds a login token, so that it does not send the
 * pre-rendered public home page to someone the page would only redirect to their dashboard (a flash of
 * the wrong page). It is a hint, not a credential: the token itself never leaves localStorage except in
 * the Authorization header, and a wrong hint costs only that flash or a render without pre-rendering.
 * The build hands its name to the server (apps/portal/prerender.ts → prerendered.json).
 */
export const SIGNED_IN_COOKIE = 'riskatlas_signed_in';

/** Sets or clears the hint for this origin. */
export function writeSignedInHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Whether the hint is set now. */
export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
}
