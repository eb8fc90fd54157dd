import { IndicativeHazardProvider } from './indicative.js';
import { RemoteHazardProvider } from './remote.js';
import type { HazardProvider } from './types.js';

export type { CatnetLayer, HazardProvider, NatcatLayerId, NatcatProfile } from './types.js';
export { IndicativeHazardProvider } from './indicative.js';

/**
 * The hazard provider from the environment: HAZARD_PROVIDER=indicative (default: the documented
 * public-data model, docs/natcat-model.md) or HAZARD_PROVIDER=remote (HAZARD_SERVICE_URL, optional
 * HAZARD_SERVICE_TOKEN: a real catastrophe-data service answering the contract's shapes).
 */
export function createHazardProvider(environment: NodeJS.ProcessEnv = process.env): HazardProvider {
  const kind = environment.HAZARD_PROVIDER ?? 'indicative';
  if (kind === 'remote') {
    if (!environment.HAZARD_SERVICE_URL) throw new Error('HAZARD_PROVIDER=remote needs HAZARD_SERVICE_URL.');
    return new RemoteHazardProvider(environment.HAZARD_SERVICE_URL, environment.HAZARD_SERVICE_TOKEN);
  }
  if (kind !== 'indicative') throw new Error(`Unknown HAZARD_PROVIDER ${kind} (indicative or remote).`);
  return new IndicativeHazardProvider();
}
