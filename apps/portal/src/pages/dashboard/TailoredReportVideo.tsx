import { Button, Modal } from '@riskatlas/widgets';
import { useState } from 'react';
import styled from 'styled-components';
import { TAILOR_STEPS } from '../../rules/home';

/** The intro video's address (deployment content, not shipped with the product). */
export const TAILORED_REPORT_VIDEO_URL: string | undefined = import.meta.env.VITE_TAILORED_REPORT_VIDEO_URL || undefined;
/** Served by the portal itself, so the modal looks finished without a network or a video host. */
export const TAILORED_REPORT_POSTER = '/media/tailored-report-poster.svg';
export const VIDEO_UNAVAILABLE = 'The introduction video is not available here. These are the four steps it walks through:';

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.brandStrong};

  & video,
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The intro modal's two choices (docs/product/shell-and-dashboard.md#tailored-report-intro-video), passed back after it closes. */
export type TailoredReportChoice = 'tailored' | 'quick';
export const tailoredReportChoices = { tailored: 'Start Your Tailored Report', quick: 'Thank you, I prefer a quick report' } as const;

/**
 * The Play Video modal: the configured video over its poster, or, when none is configured or it
 * fails to load, the poster and an honest note above the four steps. On the report screens it also
 * offers the two ways on, and closing reports the choice.
 */
export function TailoredReportVideo({
  open,
  onClose,
  onChoose,
  videoUrl = TAILORED_REPORT_VIDEO_URL,
}: {
  open: boolean;
  onClose: () => void;
  onChoose?: (choice: TailoredReportChoice) => void;
  videoUrl?: string;
}) {
  const [failed, setFailed] = useState(false);
  const playable = videoUrl !== undefined && !failed;
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
      <Frame>
        {playable ? (
          <video src={videoUrl} poster={TAILORED_REPORT_POSTER} controls autoPlay onError={() => setFailed(true)}>
            <track kind="captions" />
          </video>
        ) : (
          <img src={TAILORED_REPORT_POSTER} alt="" width={640} height={360} />
        )}
      </Frame>
      {playable ? null : <p role="status">{VIDEO_UNAVAILABLE}</p>}
      <ol>
        {TAILOR_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Modal>
  );
}
