import { Cluster, Stack } from '@riskatlas/widgets';
import styled from 'styled-components';

export const Screen = styled(Stack).attrs({ gap: 'lg' })`
  max-width: 1100px;
`;

export const Report = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.page};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &:fullscreen {
    overflow-y: auto;
  }
`;

export const Bar = styled(Cluster).attrs({ justify: 'space-between' })`
  h1,
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.text.heading};
  }
`;

/** Download, Back and Fullscreen: screen controls, left out of a printed page. */
export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  @media print {
    display: none;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;
