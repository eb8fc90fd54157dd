import { useApiClient } from '@riskatlas/api-client';
import { Button, FormField } from '@riskatlas/widgets';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { newPasswordOutcome, resetRequestOutcome, validateNewPassword, validateUserName, type Outcome } from '../rules/reset-password';

const Panel = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.space.xl}px auto;
  padding: ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.md}px;
  }
  h1 {
    margin-top: 0;
  }
`;

const Message = styled.p<{ $kind: Outcome['kind'] }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radius.control}px;
  border: 1px solid ${({ theme, $kind }) => theme.color.feedback[$kind].border};
  background: ${({ theme, $kind }) => theme.color.feedback[$kind].background};
  color: ${({ theme, $kind }) => theme.color.feedback[$kind].foreground};
`;

function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  // One live region for both kinds: it exists before the message so screen readers announce it.
  return <div role="status">{outcome ? <Message $kind={outcome.kind}>{outcome.message}</Message> : null}</div>;
}

/** docs/product/accounts-and-access.md: one user name field; 'Send verification email', reading 'Sending' while busy. */
function RequestResetForm() {
  const client = useApiClient();
  const [userName, setUserName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateUserName(userName);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    let status: number | undefined;
    try {
      const { response } = await client.POST('/resetpassword', {
        params: { query: { username: userName.trim(), reset_url: `${window.location.origin}/reset-password` } },
      });
      status = response.status;
    } catch {
      status = undefined;
    }
    setOutcome(resetRequestOutcome(status));
    setBusy(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p>Enter your user name and we will email you a link to choose a new password.</p>
      <FormField
        label="User name"
        autoComplete="username"
        required
        value={userName}
        inputRef={input}
        error={error}
        onChange={(event) => {
          setUserName(event.target.value);
          if (error) setError(validateUserName(event.target.value));
        }}
        onBlur={() => setError(validateUserName(userName))}
      />
      <OutcomeMessage outcome={outcome} />
      <Button type="submit" busy={busy} fullWidth>
        {busy ? 'Sending' : 'Send verification email'}
      </Button>
    </form>
  );
}

/** The page the emailed link opens: a new password, typed twice; the link works once. */
function NewPasswordForm({ code }: { code: string }) {
  const client = useApiClient();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = validateNewPassword(values.password, values.confirmation);
    setErrors(problems);
    if (problems.password || problems.confirmation) return;
    setBusy(true);
    let status: number | undefined;
    try {
      const { response } = await client.POST('/resetpassword/confirm', { body: { code, password: values.password } });
      status = response.status;
    } catch {
      status = undefined;
    }
    setOutcome(newPasswordOutcome(status));
    setBusy(false);
  };

  if (outcome?.kind === 'success') {
    return (
      <>
        <OutcomeMessage outcome={outcome} />
        <p>
          <Link to="/">Go to the home page to log in</Link>
        </p>
      </>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={(event) => setValues((current) => ({ ...current, confirmation: event.target.value }))}
      />
      <OutcomeMessage outcome={outcome} />
      <Button type="submit" busy={busy} fullWidth>
        {busy ? 'Saving' : 'Set new password'}
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <Panel aria-labelledby="reset-title">
      <h1 id="reset-title">{code ? 'Choose a new password' : 'Reset password'}</h1>
      {code ? <NewPasswordForm code={code} /> : <RequestResetForm />}
    </Panel>
  );
}
