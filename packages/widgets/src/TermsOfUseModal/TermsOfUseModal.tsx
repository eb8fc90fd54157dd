import { useApiClient, useUser } from '@riskatlas/api-client';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../primitives/Button';
import { Modal } from '../primitives/Modal';
import { useToast } from '../primitives/Toast';
import { mustAnswerTerms, TERMS_LOGOUT_DELAY_MS, TERMS_OF_USE_SUMMARY, termsOfUseCopy } from '../rules/terms-of-use';
import { Actions, Summary } from './TermsOfUseModal.styles';

export interface TermsOfUseModalProps {
  /** Logs the user out; called 2 s after they disagree. Required. */
  onLogout: () => void;
  /** The modal's heading. Default `'Terms of Use'`. */
  title?: string;
}

type Processing = 'idle' | 'agreeing' | 'disagreeing';

/**
 * The blocking terms-of-use modal (docs/product/accounts-and-access.md#accepting-the-terms): shown over the page while the signed-in user has not
 * accepted the terms. Agree records acceptance and refreshes the user; Disagree records the refusal
 * and logs out after 2 s; closing only reminds the user that agreeing is required. Both buttons stay
 * disabled while an answer is being processed.
 */
export function TermsOfUseModal({ onLogout, title = 'Terms of Use' }: TermsOfUseModalProps) {
  const client = useApiClient();
  const { data: user, mutate } = useUser();
  const toast = useToast();
  const [processing, setProcessing] = useState<Processing>('idle');
  const logoutTimer = useRef<number | undefined>(undefined);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);
  useEffect(() => () => window.clearTimeout(logoutTimer.current), []);

  const answer = async (accepted: boolean): Promise<boolean> => {
    try {
      const { response } = await client.POST('/user/toc', { body: { is_accepted: accepted } });
      if (response.ok) return true;
    } catch {
      // No answer from the server: reported below like a refused one.
    }
    toast.error(termsOfUseCopy.submitFailed);
    return false;
  };

  const agree = async () => {
    setProcessing('agreeing');
    if (await answer(true)) {
      toast.success(termsOfUseCopy.accepted);
      await mutate();
    }
    setProcessing('idle');
  };

  const disagree = async () => {
    setProcessing('disagreeing');
    if (!(await answer(false))) {
      setProcessing('idle');
      return;
    }
    // Stays 'disagreeing' (buttons disabled) until the logout takes the modal away.
    logoutTimer.current = window.setTimeout(() => {
      toast.info(termsOfUseCopy.loggingOut);
      onLogoutRef.current();
    }, TERMS_LOGOUT_DELAY_MS);
  };

  const busy = processing !== 'idle';
  return (
    <Modal
      open={mustAnswerTerms(user)}
      title={title}
      width={600}
      dismissOnBackdropPress={false}
      onClose={() => toast.info(termsOfUseCopy.mustAgree)}
      footer={
        <Actions>
          <Button variant="secondary" disabled={busy} busy={processing === 'disagreeing'} onClick={() => void disagree()}>
            Disagree
          </Button>
          <Button disabled={busy} busy={processing === 'agreeing'} onClick={() => void agree()}>
            Agree
          </Button>
        </Actions>
      }
    >
      <Summary>
        <p>Before you use the service, please read and agree to the Terms of Use. In summary:</p>
        <p>{TERMS_OF_USE_SUMMARY.warranty} You agree not to:</p>
        <ul>
          {TERMS_OF_USE_SUMMARY.agreeNotTo.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Summary>
    </Modal>
  );
}
