import { estimateBuildingCost, type BuildingCostEstimate, type BuildingCostRequest } from '@riskatlas/domain';
import type { ValuationContact } from '@riskatlas/widgets';

/**
 * docs/product/calculators.md#building-cost-estimate: Estimate is priced by Risk Atlas's own model unless
 * `VITE_BUILDING_COST_ESTIMATE_URL` names a valuation provider's estimate service (configuration, not code:
 * the provider changes with the partner contract). That service takes the request as JSON in a POST and
 * answers the same shape as the model: `{ lines: [{ label, quantity, unit, rate, amount }], total }`.
 */
export function buildingCostEstimateProvider(
  serviceUrl: string | undefined = import.meta.env.VITE_BUILDING_COST_ESTIMATE_URL,
  fetchImplementation: typeof fetch = (...args) => fetch(...args),
): (request: BuildingCostRequest) => Promise<BuildingCostEstimate> {
  if (!serviceUrl) return async (request) => estimateBuildingCost(request);
  return async (request) => {
    const response = await fetchImplementation(serviceUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw new Error(`The estimate service answered ${response.status}`);
    const body = (await response.json()) as Partial<BuildingCostEstimate>;
    // Only a figure the page can show is shown: anything else is the service failing.
    if (!Array.isArray(body.lines) || typeof body.total !== 'number') throw new Error('The estimate service answered no estimate');
    return { lines: body.lines, total: body.total };
  };
}

/**
 * The valuation provider the contact card names (`VITE_VALUATION_PROVIDER_NAME`, `_PHONE`, `_EMAIL`,
 * `_WEBSITE`); unset, Risk Atlas's own valuation desk, which passes the request to a registered valuer.
 */
export const VALUATION_CONTACT: ValuationContact = {
  name: import.meta.env.VITE_VALUATION_PROVIDER_NAME ?? 'Risk Atlas valuation desk',
  ...(import.meta.env.VITE_VALUATION_PROVIDER_PHONE ? { phone: import.meta.env.VITE_VALUATION_PROVIDER_PHONE } : {}),
  email: import.meta.env.VITE_VALUATION_PROVIDER_EMAIL ?? 'valuations@riskatlas.example',
  website: import.meta.env.VITE_VALUATION_PROVIDER_WEBSITE ?? 'https://valuations.riskatlas.example',
};
