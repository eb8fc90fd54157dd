import { css } from 'styled-components';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Controls that mean nothing on paper (buttons, sliders): left out when the page is printed or exported to PDF. */
export const screenOnly = css`
  @media print {
    display: none !important;
  }
`;

/** A visible keyboard focus ring in the theme's focus colour. */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.color.border.focus};
  outline-offset: 2px;
`;

/** The box every text input and select shares: height, padding, border and colours from the theme. */
export const controlBox = css`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
`;

/**
 * The base every widget root applies itself, because widgets ship no global CSS (docs/architecture.md#widgets-work-inside-a-shadow-root):
 * inside a partner's shadow root nothing else sets the font or box model.
 */
export const widgetBase = css`
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.body}px;
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  color: ${({ theme }) => theme.color.text.default};

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;
