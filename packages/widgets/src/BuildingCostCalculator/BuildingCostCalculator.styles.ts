import styled from 'styled-components';
import { Stack } from '../primitives';
import { controlBox, focusRing } from '../primitives/shared/styles';

export const Rows = styled(Stack).attrs({ as: 'ol', gap: 'sm' })`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: 0;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm}px;

  @media (max-width: 575px) {
    grid-template-columns: 1fr;
  }
`;

export const TextInput = styled.input`
  ${controlBox}
  font-weight: ${({ theme }) => theme.font.weight.regular};

  &:focus-visible {
    ${focusRing}
  }
`;

/** Two panes side by side in a clipped track: the list slides out as the detail slides in. */
export const NavigatorViewport = styled.div`
  overflow: hidden;
`;

export const NavigatorTrack = styled.div<{ $detail: boolean }>`
  display: grid;
  grid-template-columns: 100% 100%;
  transform: translateX(${({ $detail }) => ($detail ? '-100%' : '0')});
  transition: transform 300ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const NavigatorPane = styled.div`
  min-width: 0;
  padding: 2px;
`;

export const NoteList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

export const NoteButton = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm}px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text.linkHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const NoteMeta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.size.small}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Recorded = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.success};
`;

export const EstimateFigure = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.font.size.large}px;
`;

export const EstimateTable = styled.table`
  width: 100%;
  margin-block-start: ${({ theme }) => theme.space.sm}px;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
  }
  td {
    text-align: end;
  }
`;

export const ContactList = styled.dl`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;
