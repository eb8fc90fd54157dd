import styled from 'styled-components';
import { Cluster, Stack } from '../primitives';
import { focusRing, widgetBase } from '../primitives/shared/styles';

export const Root = styled.aside<{ $width: number; $open: boolean }>`
  ${widgetBase}
  flex: 0 0 auto;
  width: ${({ $open, $width }) => ($open ? `${String($width)}px` : 'auto')};
  max-width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-right: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Toolbar = styled(Cluster).attrs({ gap: 'xs', align: 'stretch' })``;

export const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
`;

export const Select = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  &:focus-visible {
    ${focusRing}
  }
`;

export const SectionList = styled(Stack).attrs({ as: 'ul', gap: 'xxs' })`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    padding-left: ${({ theme }) => theme.space.lg}px;
  }
`;

export const SectionRow = styled(Cluster).attrs({ gap: 'xs', justify: 'space-between', wrap: false })`
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  input:focus-visible {
    ${focusRing}
  }
`;

export const Hint = styled.p`
  margin: 0 0 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  &:focus-visible {
    ${focusRing}
  }
`;
