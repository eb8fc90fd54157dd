import styled from 'styled-components';
import { focusRing } from '../shared/styles';

export const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: min(400px, calc(100vw - ${({ theme }) => theme.space.md * 2}px));
  font-family: ${({ theme }) => theme.font.family.body};
  /* The region spans the corner even when empty: let clicks through except on toasts. */
  pointer-events: none;
`;

export const Item = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radius.control}px;
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  font-size: ${({ theme }) => theme.font.size.body}px;
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  pointer-events: auto;

  &[data-kind='success'] {
    background: ${({ theme }) => theme.color.feedback.success.background};
    color: ${({ theme }) => theme.color.feedback.success.foreground};
    border-color: ${({ theme }) => theme.color.feedback.success.border};
  }
  &[data-kind='error'] {
    background: ${({ theme }) => theme.color.feedback.error.background};
    color: ${({ theme }) => theme.color.feedback.error.foreground};
    border-color: ${({ theme }) => theme.color.feedback.error.border};
  }
  &[data-kind='info'] {
    background: ${({ theme }) => theme.color.feedback.info.background};
    color: ${({ theme }) => theme.color.feedback.info.foreground};
    border-color: ${({ theme }) => theme.color.feedback.info.border};
  }
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
`;

export const DismissButton = styled.button`
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;
