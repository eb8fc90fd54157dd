import styled from 'styled-components';
import { Stack } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Root = styled.section`
  ${widgetBase}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};

  h2 {
    margin: 0;
  }
  a:focus-visible,
  button:focus-visible {
    ${focusRing}
  }
`;

export const Slide = styled(Stack).attrs({ gap: 'xs' })`
  align-items: center;
  min-height: 140px;
  text-align: center;

  h3 {
    margin: 0;
  }
`;

export const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  justify-content: center;

  button {
    min-width: 32px;
    min-height: 32px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.color.surface.page};
    color: ${({ theme }) => theme.color.text.default};
    cursor: pointer;
  }
`;
