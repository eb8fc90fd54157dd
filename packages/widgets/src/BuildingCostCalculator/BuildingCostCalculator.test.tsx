import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSTRUCTION_PERIODS, estimateBuildingCost } from '@riskatlas/domain';
import { renderWithProviders } from '../test-utils';
import { BuildingCostCalculator } from './BuildingCostCalculator';
import { buildingCostCopy as copy, buildingCostNotes } from './copy';

describe('BuildingCostCalculator', () => {
  it('adds building and fencing rows with the plus buttons and records every input on Estimate', async () => {
    const onEstimate = vi.fn();
    const onPrint = vi.fn();
    const { user } = renderWithProviders(<BuildingCostCalculator onEstimate={onEstimate} onPrint={onPrint} />);
    await user.type(screen.getByRole('textbox', { name: copy.location }), '1 Farm Rd, Dubbo NSW');
    await user.selectOptions(screen.getByRole('combobox', { name: copy.industry }), 'Agricultural');
    await user.type(screen.getByRole('textbox', { name: `${copy.floorArea} 1` }), '400');
    await user.click(screen.getByRole('button', { name: copy.addBuilding }));
    await user.selectOptions(screen.getByRole('combobox', { name: `${copy.buildingType} 2` }), 'Shearing Shed');
    await user.click(screen.getByRole('button', { name: copy.addFencing }));
    await user.selectOptions(screen.getByRole('combobox', { name: `${copy.asset} 2` }), 'Timber paling');
    await user.type(screen.getByRole('textbox', { name: `${copy.quantity} 2` }), '120');
    expect(screen.queryByRole('button', { name: copy.print })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.estimate }));
    const item = {
      type: 'building-cost',
      inputs: [
        { label: copy.location, value: '1 Farm Rd, Dubbo NSW' },
        { label: copy.industry, value: 'Agricultural' },
        { label: 'Building 1', value: 'Bulk Storage Shed, 400 m²' },
        { label: 'Building 2', value: 'Shearing Shed' },
        { label: 'Fencing/Carpark 1', value: '' },
        { label: 'Fencing/Carpark 2', value: 'Fencing: Timber paling, 120' },
      ],
      results: [],
    };
    expect(onEstimate).toHaveBeenCalledWith(item);
    expect(screen.getByText(copy.recorded)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.print }));
    expect(onPrint).toHaveBeenCalledWith(item);
  });

  it('removes a row', async () => {
    const { user } = renderWithProviders(<BuildingCostCalculator />);
    await user.click(screen.getByRole('button', { name: copy.addBuilding }));
    expect(screen.getAllByRole('combobox', { name: new RegExp(copy.buildingType) })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: `${copy.removeBuilding} 1` }));
    expect(screen.getAllByRole('combobox', { name: new RegExp(copy.buildingType) })).toHaveLength(1);
  });

  it('shows the construction-period table row for row', () => {
    renderWithProviders(<BuildingCostCalculator />);
    const table = screen.getByRole('table', { name: copy.periodsCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(CONSTRUCTION_PERIODS.length);
    expect(rows[5]).toHaveTextContent('Complex3122637');
  });

  it('slides from the notes list to a note and back, moving focus', async () => {
    const { user } = renderWithProviders(<BuildingCostCalculator />);
    const exclusions = buildingCostNotes[1]!;
    await user.click(screen.getByRole('button', { name: exclusions.menuTitle }));
    const heading = screen.getByRole('heading', { name: exclusions.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/excludes site access, demolition/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: exclusions.menuTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.backToNotes }));
    expect(screen.getByRole('button', { name: exclusions.menuTitle })).toHaveFocus();
  });

  it('shows the valuation provider the host gives', () => {
    renderWithProviders(<BuildingCostCalculator valuationContact={{ name: 'Valuer Pty Ltd', phone: '1300 000 000' }} />);
    expect(screen.getByRole('link', { name: '1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
  });

  it('shows the estimated replacement cost and its lines from the provider, and records them for printing', async () => {
    const onEstimate = vi.fn();
    const estimateProvider = vi.fn(async (request: Parameters<typeof estimateBuildingCost>[0]) => estimateBuildingCost(request));
    const { user } = renderWithProviders(<BuildingCostCalculator onEstimate={onEstimate} estimateProvider={estimateProvider} />);
    await user.selectOptions(screen.getByRole('combobox', { name: `${copy.buildingType} 1` }), 'Shearing Shed');
    await user.type(screen.getByRole('textbox', { name: `${copy.floorArea} 1` }), '240');
    await user.selectOptions(screen.getByRole('combobox', { name: `${copy.asset} 1` }), 'Timber paling');
    await user.type(screen.getByRole('textbox', { name: `${copy.quantity} 1` }), '120');
    await user.click(screen.getByRole('button', { name: copy.estimate }));

    // 240 m² at $900 and 120 m at $150.
    expect(await screen.findByText('$234,000')).toBeVisible();
    expect(screen.getByText('$234,000').closest('[role="status"]')).toHaveTextContent(`${copy.estimateTotal}: $234,000`);
    const breakdown = screen.getByRole('table', { name: copy.estimateBreakdown });
    expect(within(breakdown).getByRole('row', { name: 'Shearing Shed 240 m² $900 $216,000' })).toBeVisible();
    expect(within(breakdown).getByRole('row', { name: 'Fencing: Timber paling 120 m $150 $18,000' })).toBeVisible();
    expect(onEstimate).toHaveBeenLastCalledWith(
      expect.objectContaining({ results: expect.arrayContaining([{ label: copy.estimateTotal, value: '$234,000' }]) }),
    );
  });

  it('says the estimate could not be made when the provider fails, and still records the inputs', async () => {
    const { user } = renderWithProviders(<BuildingCostCalculator estimateProvider={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: copy.estimate }));
    expect(await screen.findByText(copy.estimateFailed)).toBeVisible();
    expect(screen.getByText(copy.recorded)).toBeVisible();
  });
});
