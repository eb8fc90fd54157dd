import { Button, Cluster } from '@riskatlas/widgets';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.sm}px;

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.large}px;
    padding-bottom: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.color.text.heading};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

const Pager = styled(Cluster).attrs({ as: 'nav', wrap: false })``;

interface PagedTableProps<Row> {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  pageSize: number;
  rowKey: (row: Row) => string | number;
  cells: (row: Row) => ReactNode[];
  empty: string;
}

/** A table paged on the client (the spec's 20 quizzes and 32 history entries per page). */
export function PagedTable<Row>({ caption, columns, rows, pageSize, rowKey, cells, empty }: PagedTableProps<Row>) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <section>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={rowKey(row)}>
                {cells(row).map((cell, index) => (
                  <td key={columns[index]}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {pages > 1 ? (
        <Pager aria-label={`${caption} pages`}>
          <Button type="button" variant="secondary" disabled={current === 1} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span>
            Page {current} of {pages}
          </span>
          <Button type="button" variant="secondary" disabled={current === pages} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </Pager>
      ) : null}
    </section>
  );
}
