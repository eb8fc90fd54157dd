import styled, { keyframes } from 'styled-components';
import { focusRing } from '../shared/styles';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.control}px;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.large}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease;

  &:focus-visible {
    ${focusRing}
  }

  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.action.primary.background};
    color: ${({ theme }) => theme.color.action.primary.foreground};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.action.primary.backgroundHover};
  }
  &[data-variant='primary']:active:not(:disabled) {
    background: ${({ theme }) => theme.color.action.primary.backgroundActive};
  }

  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.action.secondary.background};
    color: ${({ theme }) => theme.color.action.secondary.foreground};
    border-color: ${({ theme }) => theme.color.action.secondary.border};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.action.secondary.backgroundHover};
  }
  &[data-variant='secondary']:active:not(:disabled) {
    background: ${({ theme }) => theme.color.action.secondary.backgroundActive};
  }

  &[data-variant='link'] {
    min-height: auto;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-decoration: underline;
  }
  &[data-variant='link']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.linkHover};
  }

  &:disabled {
    cursor: not-allowed;
  }
  &[data-variant='primary']:disabled,
  &[data-variant='secondary']:disabled {
    background: ${({ theme }) => theme.color.action.disabled.background};
    color: ${({ theme }) => theme.color.action.disabled.foreground};
    border-color: transparent;
  }
  &[data-variant='link']:disabled {
    color: ${({ theme }) => theme.color.action.disabled.foreground};
  }
  /* Busy is disabled for input, but keeps its colours: it is working, not unavailable. */
  &[data-variant='primary'][data-busy='true'] {
    background: ${({ theme }) => theme.color.action.primary.background};
    color: ${({ theme }) => theme.color.action.primary.foreground};
  }
  &[data-variant='secondary'][data-busy='true'] {
    background: ${({ theme }) => theme.color.action.secondary.background};
    color: ${({ theme }) => theme.color.action.secondary.foreground};
    border-color: ${({ theme }) => theme.color.action.secondary.border};
  }
  &[data-busy='true'] {
    cursor: progress;
  }
`;

/** Decorative: the busy state is conveyed by the button's own text and disabled state. */
export const BusyIndicator = styled.span`
  width: 1em;
  height: 1em;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
