import { BuildingCostCalculator } from '@riskatlas/widgets';
import { defineWidget } from '../frame';

/** `<risk-building-cost-calculator>`: Estimate dispatches `estimate` with the inputs as print lines. */
export default defineWidget(({ emit }) => <BuildingCostCalculator onEstimate={(item) => emit('estimate', item)} />);
