import { DataTable } from '../primitives/shared/calculator';
import { CONSTRUCTION_PERIODS } from '@riskatlas/domain';
import { buildingCostCopy as copy } from './copy';

/** The construction-period table of docs/product/calculators.md, rows as given. */
export function ConstructionPeriodTable() {
  return (
    <DataTable>
      <caption>{copy.periodsCaption}</caption>
      <thead>
        <tr>
          {copy.periodsColumns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CONSTRUCTION_PERIODS.map((row) => (
          <tr key={`${row.complexity}-${row.value}`}>
            <th scope="row">{row.complexity}</th>
            <td>{row.value}</td>
            <td>{row.documentation}</td>
            <td>{row.construction}</td>
            <td>{row.project}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
