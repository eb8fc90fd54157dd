import { Button, Modal } from '@riskatlas/widgets';
import styled from 'styled-components';
import { TAILOR_STEPS } from '../../rules/home';

/** The intro video's address (deployment content); without one the modal shows the four steps. */
export const TAILORED_REPORT_VIDEO_URL: string | undefined = import.meta.env.VITE_TAILORED_REPORT_VIDEO_URL || undefined;


const Video = styled.video`
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.control}px;
`;

/** The intro modal's two choices (platform §3), passed back after it closes. */
export type TailoredReportChoice = 'tailored' | 'quick';
export const tailoredReportChoices = { tailored: 'Start Your Tailored Report', quick: 'Thank you, I prefer a quick report' } as const;

export function TailoredReportVideo({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  /** On the report screens: the modal offers the two ways on, and closing reports the choice. */
  onChoose?: (choice: TailoredReportChoice) => void;
}) {
  const choose = (choice: TailoredReportChoice) => {
    onClose();
    onChoose?.(choice);
  };
  const footer = onChoose ? (
    <>
      <Button onClick={() => choose('tailored')}>{tailoredReportChoices.tailored}</Button>
      <Button variant="secondary" onClick={() => choose('quick')}>
        {tailoredReportChoices.quick}
      </Button>
    </>
  ) : undefined;
  return (
    <Modal open={open} onClose={onClose} title="Tailor your Risk Report" width={720} footer={footer}>
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
