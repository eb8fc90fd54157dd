export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginLink, LoginSuccess } from './LoginForm';
