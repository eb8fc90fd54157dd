import { isCalculatorName, savePrintItem, type PrintItem } from '@riskatlas/domain';
import { BuildingCostCalculator, UnderInsuranceCalculator } from '@riskatlas/widgets';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSettingsInForce } from '../../session/settings-in-force';
import { buildingCostEstimateProvider, VALUATION_CONTACT } from './building-cost-provider';

const estimateProvider = buildingCostEstimateProvider();

/** /calculator/{name}: the two internal calculators; anything else is /not-found (docs/product/calculators.md#calculator-routes). */
export function CalculatorPage() {
  const { name } = useParams();
  const navigate = useNavigate();
  // Money is shown in the user's currency (docs/product/account-and-settings.md#formatting).
  const { currency } = useSettingsInForce();

  if (!isCalculatorName(name)) return <Navigate to="/not-found" replace />;

  // Session storage, not state: the print page reads it even after a reload.
  const record = (item: PrintItem) => savePrintItem(window.sessionStorage, item);
  const print = (item: PrintItem) => {
    record(item);
    void navigate(`/calculator/${item.type}/printing`);
  };

  return name === 'under-insurance' ? (
    <UnderInsuranceCalculator currency={currency} onPrint={print} />
  ) : (
    <BuildingCostCalculator
      estimateProvider={estimateProvider}
      currency={currency}
      valuationContact={VALUATION_CONTACT}
      onEstimate={record}
      onPrint={print}
    />
  );
}
