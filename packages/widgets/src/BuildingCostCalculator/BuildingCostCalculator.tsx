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
  BUILDING_TYPES,
  type CalculatorNote,
  INDUSTRY_OPTIONS,
  type PrintEntry,
  type PrintItem,
} from '@riskatlas/domain';
import { Recorded, Row, Rows, TextInput } from './BuildingCostCalculator.styles';
import { ConstructionPeriodTable } from './ConstructionPeriodTable';
import { buildingCostCopy as copy, buildingCostNotes } from './copy';
import { NotesNavigator } from './NotesNavigator';
import { ValuationContactCard, type ValuationContact } from './ValuationContactCard';

export interface BuildingCostCalculatorProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Called by Estimate with the inputs as print-page lines; the calculator makes no call. Default: none. */
  onEstimate?: (item: PrintItem) => void;
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

/**
 * The building cost calculator (docs/product/calculators.md): Location, Industry, repeatable Building and Fencing/Carpark
 * rows (a plus button adds one), and Estimate, which only records the inputs (no call, no
 * validation, as that page says). Beside it the construction-period table, the notes navigator and
 * the valuation contact card. Rest props go to the root `<section>`.
 */
export function BuildingCostCalculator({
  onEstimate,
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

  const newId = () => nextId.current++;
  const updateBuilding = (id: number, patch: Partial<BuildingRow>) =>
    setBuildings((rows) => rows.map((row) => (row.buildingId === id ? { ...row, ...patch } : row)));
  const updateFencing = (id: number, patch: Partial<FencingRow>) =>
    setFencing((rows) => rows.map((row) => (row.fencingCarparkId === id ? { ...row, ...patch } : row)));

  const estimate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const item = buildingCostPrintItem(location, industry, buildings, fencing);
    setRecorded(item);
    onEstimate?.(item);
  };

  return (
    <CalculatorRoot aria-labelledby={headingId} {...rest}>
      <CalculatorHeading id={headingId}>{copy.heading}</CalculatorHeading>
      <Panel as="form" noValidate onSubmit={estimate}>
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
          <Button type="submit" variant="primary">
            {copy.estimate}
          </Button>
          {recorded && onPrint ? (
            <Button type="button" variant="secondary" onClick={() => onPrint(recorded)}>
              {copy.print}
            </Button>
          ) : null}
        </FormActions>
        {recorded ? <Recorded role="status">{copy.recorded}</Recorded> : null}
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
