import { describe, expect, it } from 'vitest';
import { loginErrorMessage, loginCopy, loginOutcome, normaliseUsername, validateLogin, validateLoginField } from './login';

// "The spec" in these tests means the product rules of docs/product/accounts-and-access.md.
describe('login messages', () => {
  it('are the spec copy, verbatim', () => {
    expect(loginCopy).toEqual({
      usernameRequired: 'Please input your username',
      passwordRequired: 'Please input your password',
      incorrectCredentials: 'The username or password is incorrect.',
      accountIssue: 'There are some issues with the user account. Please contact support for assistance.',
      unexpectedError: 'Sorry, an error occurred. Please try again later.',
    });
  });
});

describe('validateLoginField', () => {
  it('asks for a username when it is empty', () => {
    expect(validateLoginField('username', '')).toBe('Please input your username');
  });

  it('asks for a username when it is only spaces', () => {
    expect(validateLoginField('username', '   ')).toBe('Please input your username');
  });

  it('accepts any other username', () => {
    expect(validateLoginField('username', 'jane.citizen')).toBeUndefined();
  });

  it('asks for a password when it is empty', () => {
    expect(validateLoginField('password', '')).toBe('Please input your password');
  });

  it('accepts a password of spaces, which may be a real password', () => {
    expect(validateLoginField('password', '   ')).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('reports both fields when both are empty', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Please input your username',
      password: 'Please input your password',
    });
  });

  it('reports only the missing field', () => {
    expect(validateLogin({ username: 'jane', password: '' })).toEqual({ password: 'Please input your password' });
    expect(validateLogin({ username: '', password: 'secret' })).toEqual({ username: 'Please input your username' });
  });

  it('reports nothing when both are filled', () => {
    expect(validateLogin({ username: 'jane', password: 'secret' })).toEqual({});
  });
});

describe('loginErrorMessage', () => {
  it('says the credentials are wrong for 400', () => {
    expect(loginErrorMessage(400)).toBe('The username or password is incorrect.');
  });

  it('points to support for 429', () => {
    expect(loginErrorMessage(429)).toBe('There are some issues with the user account. Please contact support for assistance.');
  });

  it.each([500, 502, 503, 401, 403, 404, 418])('falls back to the generic message for %d', (status) => {
    expect(loginErrorMessage(status)).toBe('Sorry, an error occurred. Please try again later.');
  });

  it('falls back to the generic message when there was no response (network error)', () => {
    expect(loginErrorMessage(undefined)).toBe('Sorry, an error occurred. Please try again later.');
  });
});

describe('loginOutcome', () => {
  it('is a success with the access token for a 200 with a token', () => {
    expect(loginOutcome({ status: 200, data: { access_token: 'abc123', token_type: 'bearer', expires_in: 3600 } })).toEqual({
      kind: 'success',
      accessToken: 'abc123',
      tokenType: 'bearer',
      expiresIn: 3600,
    });
  });

  it('is a failure with the generic message for a 200 without a token', () => {
    expect(loginOutcome({ status: 200, data: {} })).toEqual({
      kind: 'failure',
      message: 'Sorry, an error occurred. Please try again later.',
    });
    expect(loginOutcome({ status: 200, data: { access_token: '' } }).kind).toBe('failure');
  });

  it('maps failed statuses to the catalogue messages', () => {
    expect(loginOutcome({ status: 400 })).toEqual({ kind: 'failure', message: 'The username or password is incorrect.' });
    expect(loginOutcome({ status: 429 })).toEqual({
      kind: 'failure',
      message: 'There are some issues with the user account. Please contact support for assistance.',
    });
    expect(loginOutcome({ status: 500 })).toEqual({
      kind: 'failure',
      message: 'Sorry, an error occurred. Please try again later.',
    });
    expect(loginOutcome({ status: undefined })).toEqual({
      kind: 'failure',
      message: 'Sorry, an error occurred. Please try again later.',
    });
  });
});

describe('normaliseUsername', () => {
  it('drops surrounding spaces', () => {
    expect(normaliseUsername('  jane.citizen ')).toBe('jane.citizen');
  });
});
