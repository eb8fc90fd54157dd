import { Modal } from '@riskatlas/widgets';
import styled from 'styled-components';
import { TAILOR_STEPS } from '../../rules/home';

/** The intro video's address (deployment content); without one the modal shows the four steps. */
export const TAILORED_REPORT_VIDEO_URL: string | undefined = import.meta.env.VITE_TAILORED_REPORT_VIDEO_URL || undefined;


const Video = styled.video`
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.control}px;
`;

export function TailoredReportVideo({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Tailor your Risk Report" width={720}>
      {TAILORED_REPORT_VIDEO_URL ? (
        <Video src={TAILORED_REPORT_VIDEO_URL} controls autoPlay>
          <track kind="captions" />
        </Video>
      ) : null}
      <ol>
        {TAILOR_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Modal>
  );
}
