import { Modal } from '@riskatlas/widgets';
import styled from 'styled-components';

/** The intro video's address (deployment content); without one the modal shows the four steps. */
export const TAILORED_REPORT_VIDEO_URL: string | undefined = import.meta.env.VITE_TAILORED_REPORT_VIDEO_URL || undefined;

/** Spec §2 home page: the four steps of "Tailor your Risk Report". */
export const TAILOR_STEPS = [
  'Classify risks by drag and drop',
  'Add comments',
  'Customise logo, contact and theme',
  'Preview, print, save',
] as const;

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
