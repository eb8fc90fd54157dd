import { EmptyState } from '@riskatlas/widgets';

/** Public route of the spec; the reset form arrives with the shell and account issue. */
export function ResetPasswordPage() {
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title">Reset password</h1>
      <EmptyState message="Coming soon..." />
    </section>
  );
}
