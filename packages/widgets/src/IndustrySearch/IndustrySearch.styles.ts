import styled from 'styled-components';
import { Stack } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Root = styled.div`
  ${widgetBase}
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: stretch;
  width: 100%;
`;

export const InputBox = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

export const Input = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Popup = styled.div`
  ${widgetBase}
  z-index: ${({ theme }) => theme.zIndex.overlay};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow: hidden;
`;

export const Listbox = styled.ul`
  max-height: 320px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs}px 0;
  overflow-y: auto;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: baseline;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface.sunken};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.border.focus};
  }
`;

export const Code = styled.span`
  flex: none;
  min-width: 4em;
  color: ${({ theme }) => theme.color.text.muted};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const Message = styled(Stack).attrs({ gap: 'sm' })`
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.color.text.default};
`;

export const MailButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.action.primary.background};
  color: ${({ theme }) => theme.color.action.primary.foreground};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.action.primary.backgroundHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const LoadingMore = styled.div`
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
`;
