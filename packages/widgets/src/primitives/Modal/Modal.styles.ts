import styled, { keyframes } from 'styled-components';
import { focusRing, widgetBase } from '../shared/styles';

// Only the backdrop colour fades in. Fading the dialog itself would leave its text
// semi-transparent for a moment, which is also when axe measures contrast in the story tests.
const fadeIn = keyframes`
  from {
    background-color: transparent;
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md}px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface.backdrop};
  animation: ${fadeIn} 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Dialog = styled.div`
  ${widgetBase}
  position: relative;
  width: 100%;
  max-height: calc(100vh - ${({ theme }) => theme.space.md * 2}px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface.raised};
  border-top: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.heading2}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.heading};
`;

export const CloseButton = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: none;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;
  overflow-y: auto;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;
