import { media } from '@riskatlas/theme';
import styled from 'styled-components';
import { Grid } from '../HazardIndex/HazardIndex.styles';
import { DataTable } from '../primitives/shared/calculator';

/** The chosen industries and the ways to add more. */
export const Chooser = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** The hazard index's card grid, four across from lg (one column per industry). */
export const Chosen = styled(Grid)`
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Chip = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};

  > div {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-width: 0;
  }
`;

/** The letter that names an industry's bars in the chart. */
export const Letter = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.text.heading};
  color: ${({ theme }) => theme.color.surface.raised};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.small}px;
`;

export const AddRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const RecentList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;

  ${media.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

export const Block = styled.div`
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.surface}px;

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.size.body}px;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg}px;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs}px;
  }
`;

/** The shared data table, its figures in tabular digits. */
export const Table = styled(DataTable)`
  td {
    font-variant-numeric: tabular-nums;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
