export {
  loginErrorMessage,
  loginMessages,
  loginOutcome,
  normaliseUsername,
  validateLogin,
  validateLoginField,
} from './login';
export type { LoginErrors, LoginField, LoginOutcome, LoginValues } from './login';
