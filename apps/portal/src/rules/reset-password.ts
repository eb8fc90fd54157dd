/**
 * The reset-password page's rules: the request form (docs/product/accounts-and-access.md#password-reset,
 * with its copy) and the set-new-password form the emailed link opens (a designed addition).
 */
export const resetPasswordCopy = {
  userNameRequired: 'Please input your user name.',
  success: 'Success! You will receive an email with password reset instructions in a moment.',
  notFound: "Sorry, we couldn't find an account with the user name.",
  unexpectedError: 'Sorry, an error occurred. Please try again later.',
  passwordRequired: 'Please input your new password.',
  passwordTooShort: 'Your new password must have at least 8 characters.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordChanged: 'Your password has been changed. You can now log in with your new password.',
  invalidCode: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

export type Outcome = { kind: 'success' | 'error'; message: string };

/** What the request form says after `POST /resetpassword` answered `status` (undefined: no answer at all). */
export function resetRequestOutcome(status: number | undefined): Outcome {
  if (status === 204) return { kind: 'success', message: resetPasswordCopy.success };
  if (status === 404) return { kind: 'error', message: resetPasswordCopy.notFound };
  return { kind: 'error', message: resetPasswordCopy.unexpectedError };
}

/** What the new-password form says after `POST /resetpassword/confirm` answered. */
export function newPasswordOutcome(status: number | undefined): Outcome {
  if (status === 204) return { kind: 'success', message: resetPasswordCopy.passwordChanged };
  if (status === 400) return { kind: 'error', message: resetPasswordCopy.invalidCode };
  return { kind: 'error', message: resetPasswordCopy.unexpectedError };
}

export function validateUserName(userName: string): string | undefined {
  return userName.trim() === '' ? resetPasswordCopy.userNameRequired : undefined;
}

export function validateNewPassword(password: string, confirmation: string): { password?: string; confirmation?: string } {
  if (password === '') return { password: resetPasswordCopy.passwordRequired };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: resetPasswordCopy.passwordTooShort };
  if (password !== confirmation) return { confirmation: resetPasswordCopy.passwordsDiffer };
  return {};
}
