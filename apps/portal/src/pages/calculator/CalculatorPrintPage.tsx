import { isCalculatorName, printableNotes, readPrintItem, type CalculatorName, type PrintEntry } from '@riskatlas/domain';
import { buildingCostCopy, buildingCostNotes, contactEntries, EmptyState, SafeHtml, underInsuranceCopy } from '@riskatlas/widgets';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { VALUATION_CONTACT } from './building-cost-provider';

const Sheet = styled.article`
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl}px;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.text.default};

  h1,
  h2 {
    color: ${({ theme }) => theme.color.text.heading};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  @media print {
    padding: 0;
    .no-print {
      display: none;
    }
  }
`;

function EntryTable({ caption, entries }: { caption: string; entries: readonly PrintEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <table>
      <caption>
        <h2>{caption}</h2>
      </caption>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.label}>
            <th scope="row">{entry.label}</th>
            <td>{entry.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const printContent: Record<CalculatorName, { heading: string; notes: ReactNode; contact?: string }> = {
  'under-insurance': {
    heading: underInsuranceCopy.heading,
    notes: underInsuranceCopy.notes.map((note) => <p key={note}>{note}</p>),
  },
  'building-cost': {
    heading: buildingCostCopy.heading,
    // Web-only notes (how to use the screen) make no sense on paper.
    notes: printableNotes(buildingCostNotes).map((note) => (
      <div key={note.title}>
        <h3>{note.title}</h3>
        <SafeHtml html={note.content} />
      </div>
    )),
    contact: buildingCostCopy.contactText,
  },
};

/**
 * /calculator/{name}/printing: the inputs and results the calculator stored in session storage,
 * its printable notes and the contact details; the print dialog opens once it is on screen.
 */
export function CalculatorPrintPage() {
  const { name } = useParams();
  const item = useMemo(() => (isCalculatorName(name) ? readPrintItem(window.sessionStorage, name) : undefined), [name]);

  useEffect(() => {
    if (item) window.print();
  }, [item]);

  if (!isCalculatorName(name)) return <Navigate to="/not-found" replace />;
  const content = printContent[name];

  return (
    <Sheet aria-labelledby="print-title">
      <h1 id="print-title">{content.heading}</h1>
      {item ? (
        <>
          <EntryTable caption="Inputs" entries={item.inputs} />
          <EntryTable caption="Results" entries={item.results} />
          <section aria-labelledby="print-notes">
            <h2 id="print-notes">Notes</h2>
            {content.notes}
          </section>
          {content.contact ? (
            <section aria-labelledby="print-contact">
              <h2 id="print-contact">{buildingCostCopy.contactHeading}</h2>
              <p>{content.contact}</p>
              <EntryTable caption="Valuation provider" entries={contactEntries(VALUATION_CONTACT)} />
            </section>
          ) : null}
        </>
      ) : (
        <EmptyState message="No Data" />
      )}
      <p className="no-print">
        <Link to={`/calculator/${name}`}>Back to the calculator</Link>
      </p>
    </Sheet>
  );
}
