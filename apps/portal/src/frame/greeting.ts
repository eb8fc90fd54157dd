import { greeting } from '../rules/greeting';
import { readUserPreview } from '../session/user-preview-storage';

/** Marks the dashboard's greeting heading while the user loads: the frame's script fills it (boot.ts). */
export const GREETING_SLOT = 'data-greeting-slot';

/** Where the frame is rendered (src/prerender.tsx): only on this page is the frame's greeting slot the page's own. */
export const FRAME_PATH = '/dashboard';

/**
 * In the pre-rendered frame, before any of the app's scripts have arrived: a returning user's greeting,
 * from the preview their last visit remembered, painted into the dashboard's heading, where the app's
 * first render puts the same words. Nothing is painted without a preview (a first visit) or on another
 * page (the frame is sent for every signed-in page). Says whether it painted.
 */
export function paintFrameGreeting(document: Document, now: Date): boolean {
  if (document.location.pathname !== FRAME_PATH) return false;
  const slot = document.querySelector<HTMLElement>(`[${GREETING_SLOT}]`);
  const preview = readUserPreview();
  if (slot === null || preview === undefined) return false;
  slot.textContent = greeting(now, preview.person_name);
  slot.hidden = false;
  return true;
}
