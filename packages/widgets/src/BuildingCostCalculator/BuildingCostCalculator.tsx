import { useId, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { Button } from '../primitives/Button';
import {
  CalculatorHeading,
  CalculatorRoot,
  FieldGrid,
  FormActions,
  FormSectionHeading,
  Panel,
  SelectLabel,
} from '../primitives/shared/calculator';
import {
  ASSET_CATEGORIES,
  type BuildingCostEstimate,
  type BuildingCostRequest,
  type BuildingType,
  BUILDING_TYPES,
  type CalculatorNote,
  formatMoney,
  INDUSTRY_OPTIONS,
  type PrintEntry,
  type PrintItem,
} from '@riskatlas/domain';
import { EstimateFigure, EstimateTable, Recorded, Row, Rows, TextInput } from './BuildingCostCalculator.styles';
import { ConstructionPeriodTable } from './ConstructionPeriodTable';
import { buildingCostCopy as copy, buildingCostNotes } from './copy';
import { NotesNavigator } from './NotesNavigator';
import { ValuationContactCard, type ValuationContact } from './ValuationContactCard';

export interface BuildingCostCalculatorProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /**
   * Called by Estimate with the inputs as print-page lines, and the estimate's lines and total once the
   * provider has answered. Default: none.
   */
  onEstimate?: (item: PrintItem) => void;
  /**
   * Prices the inputs: Risk Atlas's own model (`estimateBuildingCost` of @riskatlas/domain, wrapped in a
   * promise) or a valuation provider's service. Default: none (Estimate only records the inputs).
   */
  estimateProvider?: (request: BuildingCostRequest) => Promise<BuildingCostEstimate>;
  /** The user's currency code for the figures. Default: none (`$`). */
  currency?: string | null;
  /** Called by Print (shown once Estimate has recorded the inputs). Default: none (no Print button). */
  onPrint?: (item: PrintItem) => void;
  /** The valuation provider shown in the contact card. Default: none (the card gives the advice only). */
  valuationContact?: ValuationContact;
  /** Notes for the navigator. Default: the product's notes on floor area, exclusions and periods. */
  notes?: readonly CalculatorNote[];
}

interface BuildingRow {
  buildingId: number;
  type: string;
  area: string;
}

interface FencingRow {
  fencingCarparkId: number;
  asset: string;
  quantity: string;
}

/** Print lines for the recorded inputs: one per field and one per row, numbered as on screen. */
export function buildingCostPrintItem(
  location: string,
  industry: string,
  buildings: readonly BuildingRow[],
  fencing: readonly FencingRow[],
): PrintItem {
  const inputs: PrintEntry[] = [
    { label: copy.location, value: location },
    { label: copy.industry, value: industry },
    ...buildings.map((row, index) => ({
      label: `Building ${index + 1}`,
      value: [row.type, row.area && `${row.area} m²`].filter(Boolean).join(', '),
    })),
    ...fencing.map((row, index) => ({
      label: `Fencing/Carpark ${index + 1}`,
      value: [row.asset, row.quantity].filter(Boolean).join(', '),
    })),
  ];
  return { type: 'building-cost', inputs, results: [] };
}

/** A typed quantity as a number ("1,200.5" reads as 1200.5); anything else is 0, which no line counts. */
const quantity = (text: string) => {
  const value = Number(text.replace(/,/g, '').trim());
  return Number.isFinite(value) ? value : 0;
};

/** What the form holds, as an estimate provider reads it. */
export function buildingCostRequest(
  location: string,
  industry: string,
  buildings: readonly BuildingRow[],
  fencing: readonly FencingRow[],
): BuildingCostRequest {
  return {
    location,
    industry,
    buildings: buildings.map((row) => ({ type: row.type as BuildingType, area: quantity(row.area) })),
    assets: fencing.filter((row) => row.asset).map((row) => ({ asset: row.asset, quantity: quantity(row.quantity) })),
  };
}

/** The estimate as print-page result lines: one per priced row, then the total. */
function estimateResults(estimate: BuildingCostEstimate, currency: string | null | undefined): PrintEntry[] {
  return [
    ...estimate.lines.map((line, index) => ({
      label: `${index + 1}. ${line.label} (${line.quantity.toLocaleString('en-AU')} ${line.unit} at ${formatMoney(line.rate, currency)})`,
      value: formatMoney(line.amount, currency),
    })),
    { label: copy.estimateTotal, value: formatMoney(estimate.total, currency) },
  ];
}

type EstimateState =
  { status: 'idle' } | { status: 'estimating' } | { status: 'done'; estimate: BuildingCostEstimate } | { status: 'failed' };

/**
 * The building cost calculator (docs/product/calculators.md): Location, Industry, repeatable Building and Fencing/Carpark
 * rows (a plus button adds one), and Estimate, which records the inputs and, with an
 * `estimateProvider`, shows the estimated replacement cost with its lines (nothing is validated). Beside it the construction-period table, the notes navigator and
 * the valuation contact card. Rest props go to the root `<section>`.
 */
export function BuildingCostCalculator({
  onEstimate,
  estimateProvider,
  currency,
  onPrint,
  valuationContact,
  notes = buildingCostNotes,
  ...rest
}: BuildingCostCalculatorProps) {
  const headingId = useId();
  const nextId = useRef(2);
  const [location, setLocation] = useState('');
  const [industry, setIndustry] = useState('');
  const [buildings, setBuildings] = useState<BuildingRow[]>([{ buildingId: 1, type: BUILDING_TYPES[0], area: '' }]);
  const [fencing, setFencing] = useState<FencingRow[]>([{ fencingCarparkId: 1, asset: '', quantity: '' }]);
  const [recorded, setRecorded] = useState<PrintItem | undefined>();
  const [estimateState, setEstimateState] = useState<EstimateState>({ status: 'idle' });
  // Only the latest Estimate's answer is shown, should an earlier one arrive after it.
  const latestEstimate = useRef(0);

  const newId = () => nextId.current++;
  const updateBuilding = (id: number, patch: Partial<BuildingRow>) =>
    setBuildings((rows) => rows.map((row) => (row.buildingId === id ? { ...row, ...patch } : row)));
  const updateFencing = (id: number, patch: Partial<FencingRow>) =>
    setFencing((rows) => rows.map((row) => (row.fencingCarparkId === id ? { ...row, ...patch } : row)));

  const estimate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const item = buildingCostPrintItem(location, industry, buildings, fencing);
    if (!estimateProvider) {
      setRecorded(item);
      onEstimate?.(item);
      return;
    }
    const attempt = ++latestEstimate.current;
    setEstimateState({ status: 'estimating' });
    try {
      const result = await estimateProvider(buildingCostRequest(location, industry, buildings, fencing));
      if (attempt !== latestEstimate.current) return;
      const priced = { ...item, results: estimateResults(result, currency) };
      setEstimateState({ status: 'done', estimate: result });
      setRecorded(priced);
      onEstimate?.(priced);
    } catch {
      if (attempt !== latestEstimate.current) return;
      // The inputs can still be printed; only the figure is missing.
      setEstimateState({ status: 'failed' });
      setRecorded(item);
      onEstimate?.(item);
    }
  };

  return (
    <CalculatorRoot aria-labelledby={headingId} {...rest}>
      <CalculatorHeading id={headingId}>{copy.heading}</CalculatorHeading>
      <Panel as="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void estimate(event)}>
        <FieldGrid>
          <SelectLabel>
            {copy.location}
            <TextInput
              name="location"
              autoComplete="street-address"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
            />
          </SelectLabel>
          <SelectLabel>
            {copy.industry}
            <select name="industry" value={industry} onChange={(event) => setIndustry(event.target.value)}>
              <option value="">{copy.industryPlaceholder}</option>
              {INDUSTRY_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </SelectLabel>
        </FieldGrid>

        <FormSectionHeading>{copy.buildingsHeading}</FormSectionHeading>
        <Rows>
          {buildings.map((row, index) => (
            <Row key={row.buildingId}>
              <SelectLabel>
                {`${copy.buildingType} ${index + 1}`}
                <select value={row.type} onChange={(event) => updateBuilding(row.buildingId, { type: event.target.value })}>
                  {BUILDING_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </select>
              </SelectLabel>
              <SelectLabel>
                {`${copy.floorArea} ${index + 1}`}
                <TextInput
                  inputMode="decimal"
                  value={row.area}
                  onChange={(event) => updateBuilding(row.buildingId, { area: event.target.value })}
                />
              </SelectLabel>
              {buildings.length > 1 ? (
                <Button
                  type="button"
                  variant="link"
                  onClick={() => setBuildings((rows) => rows.filter((r) => r.buildingId !== row.buildingId))}
                >
                  {`${copy.removeBuilding} ${index + 1}`}
                </Button>
              ) : (
                <span />
              )}
            </Row>
          ))}
        </Rows>
        <Button
          type="button"
          variant="secondary"
          aria-label={copy.addBuilding}
          onClick={() => setBuildings((rows) => [...rows, { buildingId: newId(), type: BUILDING_TYPES[0], area: '' }])}
        >
          +
        </Button>

        <FormSectionHeading>{copy.fencingHeading}</FormSectionHeading>
        <Rows>
          {fencing.map((row, index) => (
            <Row key={row.fencingCarparkId}>
              <SelectLabel>
                {`${copy.asset} ${index + 1}`}
                <select value={row.asset} onChange={(event) => updateFencing(row.fencingCarparkId, { asset: event.target.value })}>
                  <option value="">None</option>
                  {ASSET_CATEGORIES.map((group) => (
                    <optgroup key={group.category} label={group.category}>
                      {group.items.map((item) => (
                        <option key={item} value={`${group.category}: ${item}`}>
                          {item}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </SelectLabel>
              <SelectLabel>
                {`${copy.quantity} ${index + 1}`}
                <TextInput
                  inputMode="decimal"
                  value={row.quantity}
                  onChange={(event) => updateFencing(row.fencingCarparkId, { quantity: event.target.value })}
                />
              </SelectLabel>
              {fencing.length > 1 ? (
                <Button
                  type="button"
                  variant="link"
                  onClick={() => setFencing((rows) => rows.filter((r) => r.fencingCarparkId !== row.fencingCarparkId))}
                >
                  {`${copy.removeFencing} ${index + 1}`}
                </Button>
              ) : (
                <span />
              )}
            </Row>
          ))}
        </Rows>
        <Button
          type="button"
          variant="secondary"
          aria-label={copy.addFencing}
          onClick={() => setFencing((rows) => [...rows, { fencingCarparkId: newId(), asset: '', quantity: '' }])}
        >
          +
        </Button>

        <FormActions>
          <Button type="submit" variant="primary" disabled={estimateState.status === 'estimating'}>
            {estimateState.status === 'estimating' ? copy.estimating : copy.estimate}
          </Button>
          {recorded && onPrint ? (
            <Button type="button" variant="secondary" onClick={() => onPrint(recorded)}>
              {copy.print}
            </Button>
          ) : null}
        </FormActions>
        <div role="status">
          {estimateState.status === 'done' ? (
            <EstimateFigure>
              {copy.estimateTotal}: <strong>{formatMoney(estimateState.estimate.total, currency)}</strong>
            </EstimateFigure>
          ) : null}
          {estimateState.status === 'failed' ? <p>{copy.estimateFailed}</p> : null}
          {recorded ? <Recorded>{copy.recorded}</Recorded> : null}
        </div>
        {estimateState.status === 'done' && estimateState.estimate.lines.length > 0 ? (
          <EstimateTable>
            <caption>{copy.estimateBreakdown}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.estimateColumns[0]}</th>
                <th scope="col">{copy.estimateColumns[1]}</th>
                <th scope="col">{copy.estimateColumns[2]}</th>
                <th scope="col">{copy.estimateColumns[3]}</th>
              </tr>
            </thead>
            <tbody>
              {estimateState.estimate.lines.map((line, index) => (
                <tr key={`${line.label}-${index}`}>
                  <th scope="row">{line.label}</th>
                  <td>{`${line.quantity.toLocaleString('en-AU')} ${line.unit}`}</td>
                  <td>{formatMoney(line.rate, currency)}</td>
                  <td>{formatMoney(line.amount, currency)}</td>
                </tr>
              ))}
            </tbody>
          </EstimateTable>
        ) : null}
        {estimateState.status === 'done' ? <p>{copy.estimateBasis}</p> : null}
      </Panel>

      <Panel>
        <ConstructionPeriodTable />
      </Panel>
      <FieldGrid $wide>
        <Panel>
          <NotesNavigator notes={notes} />
        </Panel>
        <ValuationContactCard contact={valuationContact} />
      </FieldGrid>
    </CalculatorRoot>
  );
}
