import { describe, expect, it } from 'vitest';
import { newPasswordOutcome, resetPasswordCopy, resetRequestOutcome, validateNewPassword, validateUserName } from './reset-password';

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
describe('reset password rules', () => {
  it('maps the request answers to the spec messages', () => {
    expect(resetRequestOutcome(204)).toEqual({
      kind: 'success',
      message: 'Success! You will receive an email with password reset instructions in a moment.',
    });
    expect(resetRequestOutcome(404).message).toBe("Sorry, we couldn't find an account with the user name.");
    expect(resetRequestOutcome(500).message).toBe('Sorry, an error occurred. Please try again later.');
    expect(resetRequestOutcome(undefined).message).toBe('Sorry, an error occurred. Please try again later.');
  });

  it('requires a user name that is not only spaces', () => {
    expect(validateUserName('  ')).toBe('Please input your user name.');
    expect(validateUserName('adviser.au')).toBeUndefined();
  });

  it('asks for a new password of at least 8 characters, typed twice the same', () => {
    expect(validateNewPassword('', '')).toEqual({ password: resetPasswordCopy.passwordRequired });
    expect(validateNewPassword('1234567', '1234567')).toEqual({ password: resetPasswordCopy.passwordTooShort });
    expect(validateNewPassword('12345678', '12345679')).toEqual({ confirmation: resetPasswordCopy.passwordsDiffer });
    expect(validateNewPassword('12345678', '12345678')).toEqual({});
  });

  it('tells an expired or used link apart from other failures', () => {
    expect(newPasswordOutcome(204).kind).toBe('success');
    expect(newPasswordOutcome(400).message).toBe(resetPasswordCopy.invalidCode);
    expect(newPasswordOutcome(503).message).toBe(resetPasswordCopy.unexpectedError);
  });
});
