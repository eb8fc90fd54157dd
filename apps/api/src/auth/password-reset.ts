import { randomBytes } from 'node:crypto';

/** A reset link works for an hour: long enough to reach an inbox, short enough to limit a leaked email. */
export const RESET_CODE_LIFETIME_SECONDS = 60 * 60;

export const RESET_PAGE_PATH = '/reset-password';

export const INVALID_RESET_CODE_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

export function newResetCode(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The emailed link: the reset page template (or the first portal origin's page) with the code added;
 * null when the template is not on a configured portal origin (PORTAL_ORIGINS). A caller-chosen link
 * anywhere else would let anyone mail a victim a genuine code pointing at a look-alike page.
 */
export function resetLink(template: string | undefined, origins: readonly string[], code: string): string | null {
  let url: URL;
  try {
    url = new URL(template ?? `${origins[0]}${RESET_PAGE_PATH}`);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  url.searchParams.set('code', code);
  return url.toString();
}

export function resetEmail(personName: string, link: string): { subject: string; body: string } {
  const firstName = personName.split('.')[0] || personName;
  return {
    subject: 'Reset your Risk Atlas password',
    body: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Risk Atlas account. To choose a new password, open this link within an hour:',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
