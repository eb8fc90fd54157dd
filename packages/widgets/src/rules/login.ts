/**
 * The login form's rules, (docs/product/accounts-and-access.md#login-form and #login-answers). The
 * messages are the product's copy, verbatim.
 */
export const loginCopy = {
  usernameRequired: 'Please input your username',
  passwordRequired: 'Please input your password',
  incorrectCredentials: 'The username or password is incorrect.',
  accountIssue: 'There are some issues with the user account. Please contact support for assistance.',
  unexpectedError: 'Sorry, an error occurred. Please try again later.',
} as const;

export type LoginField = 'username' | 'password';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The error for one field, or `undefined` when it is valid. A username of only spaces counts as
 * empty (no account has one); a password is taken as typed, since spaces may be part of it.
 */
export function validateLoginField(field: LoginField, value: string): string | undefined {
  switch (field) {
    case 'username':
      return value.trim() === '' ? loginCopy.usernameRequired : undefined;
    case 'password':
      return value === '' ? loginCopy.passwordRequired : undefined;
    default:
      return field satisfies never;
  }
}

/** Errors for every field, keyed by field; empty when the form may be submitted. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const usernameError = validateLoginField('username', values.username);
  const passwordError = validateLoginField('password', values.password);
  if (usernameError) errors.username = usernameError;
  if (passwordError) errors.password = passwordError;
  return errors;
}

/**
 * The message for a failed login by HTTP status: 400 wrong credentials, 429 account locked or
 * limited, anything else (5xx, unexpected statuses, or no response at all, passed as `undefined`)
 * the generic message.
 */
export function loginErrorMessage(status: number | undefined): string {
  switch (status) {
    case 400:
      return loginCopy.incorrectCredentials;
    case 429:
      return loginCopy.accountIssue;
    default:
      return loginCopy.unexpectedError;
  }
}

export type LoginOutcome =
  { kind: 'success'; accessToken: string; tokenType: string; expiresIn: number | undefined } | { kind: 'failure'; message: string };

/**
 * What a token response means for the form. Success needs a 2xx status *and* a non-empty
 * `access_token`: a 200 without a token is treated as a server fault, not a login.
 */
export function loginOutcome(response: {
  status: number | undefined;
  data?: { access_token?: unknown; token_type?: unknown; expires_in?: unknown } | undefined;
}): LoginOutcome {
  const { status, data } = response;
  const succeeded = status !== undefined && status >= 200 && status < 300;
  if (succeeded) {
    const accessToken = data?.access_token;
    if (typeof accessToken === 'string' && accessToken !== '') {
      return {
        kind: 'success',
        accessToken,
        tokenType: typeof data?.token_type === 'string' ? data.token_type : 'bearer',
        expiresIn: typeof data?.expires_in === 'number' ? data.expires_in : undefined,
      };
    }
    return { kind: 'failure', message: loginCopy.unexpectedError };
  }
  return { kind: 'failure', message: loginErrorMessage(status) };
}

/** The value sent as the username: surrounding spaces are a typing slip, never part of a user name. */
export function normaliseUsername(username: string): string {
  return username.trim();
}
