import { useMergeRefs } from '@floating-ui/react';
import { requestToken, useApiClient } from '@riskatlas/api-client';
import { useRef, useState, type ComponentPropsWithRef, type FormEvent, type MouseEvent, type Ref } from 'react';
import { Button } from '../primitives/Button';
import { FormField } from '../primitives/FormField';
import { isPlainClick } from '../primitives/shared/navigation';
import { loginOutcome, normaliseUsername, validateLogin, validateLoginField, type LoginErrors, type LoginField } from '../rules/login';
import { Form, Links, SubmitError, TextLink } from './LoginForm.styles';

export interface LoginSuccess {
  /** The token to store and send as `Authorization: Bearer …`. */
  accessToken: string;
  /** The token type the server reported. */
  tokenType: string;
  /** Lifetime in seconds, when the server reported it. */
  expiresIn: number | undefined;
}

export type LoginLink = 'forgot-password' | 'enquire';

export interface LoginFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> {
  /** Called once the server accepts the credentials. The form does not navigate: the caller goes to /dashboard. Required. */
  onSuccess: (result: LoginSuccess) => void;
  /** Target of the "Forgot password" link. Default `'/reset-password'`. */
  forgotPasswordHref?: string;
  /**
   * Target of the "Enquire about subscribing" link. docs/product/accounts-and-access.md does not give one. Default
   * `'/enquire'`.
   */
  enquireHref?: string;
  /**
   * Called when one of the form's links is followed with a plain click, so a router can navigate
   * without a page load; the default navigation is then prevented. Modified clicks (new tab) are
   * left to the browser. Default: none (links navigate normally).
   */
  onNavigate?: (event: { href: string; link: LoginLink }) => void;
  /** Username to start with, e.g. remembered from a previous visit. Default `''`. */
  defaultUsername?: string;
  /** Ref to the username input, e.g. for a modal's initial focus. Default: none. */
  usernameInputRef?: Ref<HTMLInputElement>;
}

type Touched = Partial<Record<LoginField, boolean>>;

/**
 * The login form (docs/product/accounts-and-access.md): username, password, "Forgot password" and "Enquire about subscribing"
 * links, and a "Log in" button that reads "Logging in" and is disabled while the request runs.
 * Fields are validated on blur and on submit; the request goes through the API client from
 * `ApiProvider`. A failed login shows the catalogue message and keeps what was typed.
 * Rest props go to the `<form>`.
 */
export function LoginForm({
  onSuccess,
  forgotPasswordHref = '/reset-password',
  enquireHref = '/enquire',
  onNavigate,
  defaultUsername = '',
  usernameInputRef,
  ...rest
}: LoginFormProps) {
  const client = useApiClient();
  const [values, setValues] = useState({ username: defaultUsername, password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState<Touched>({});
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | undefined>();
  // A ref as well as state: a second Enter before React re-renders must not send a second request.
  const busyRef = useRef(false);
  const usernameRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);

  // The form needs the input to move focus on errors; the caller may want it too (modal initial focus).
  const setUsernameRef = useMergeRefs([usernameRef, usernameInputRef]);

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has shown a message, keep it in step while typing so it clears when fixed.
    if (touched[field]) setErrors((current) => ({ ...current, [field]: validateLoginField(field, value) }));
  };

  const blur = (field: LoginField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: validateLoginField(field, values[field]) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;

    const found = validateLogin(values);
    setTouched({ username: true, password: true });
    setErrors(found);
    if (found.username || found.password) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }

    busyRef.current = true;
    setBusy(true);
    setSubmitError(undefined);
    let outcome: ReturnType<typeof loginOutcome>;
    try {
      const { data, response } = await requestToken(client, {
        username: normaliseUsername(values.username),
        password: values.password,
      });
      outcome = loginOutcome({ status: response.status, data });
    } catch {
      // The request never got a response (offline, DNS, CORS): the generic message.
      outcome = loginOutcome({ status: undefined });
    }
    busyRef.current = false;
    setBusy(false);

    if (outcome.kind === 'success') {
      onSuccess({ accessToken: outcome.accessToken, tokenType: outcome.tokenType, expiresIn: outcome.expiresIn });
    } else {
      setSubmitError(outcome.message);
    }
  };

  const follow = (link: LoginLink, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate({ href, link });
  };

  return (
    <Form noValidate onSubmit={submit} data-busy={busy ? 'true' : 'false'} {...rest}>
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={(event) => change('username', event.target.value)}
        onBlur={() => blur('username')}
        error={touched.username ? errors.username : undefined}
        inputRef={setUsernameRef}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => blur('password')}
        error={touched.password ? errors.password : undefined}
        inputRef={passwordRef}
      />
      <Links>
        <TextLink href={forgotPasswordHref} onClick={follow('forgot-password', forgotPasswordHref)}>
          Forgot password
        </TextLink>
        <TextLink href={enquireHref} onClick={follow('enquire', enquireHref)}>
          Enquire about subscribing
        </TextLink>
      </Links>
      {submitError ? <SubmitError role="alert">{submitError}</SubmitError> : null}
      <Button type="submit" variant="primary" busy={busy} fullWidth>
        {busy ? 'Logging in' : 'Log in'}
      </Button>
    </Form>
  );
}
