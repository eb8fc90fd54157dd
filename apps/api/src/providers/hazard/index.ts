import { IndicativeHazardProvider } from './indicative.js';
import { RemoteHazardProvider } from './remote.js';
import type { HazardProvider } from './types.js';

export type { CatnetLayer, HazardProvider, NatcatLayerId, NatcatProfile } from './types.js';
export { IndicativeHazardProvider } from './indicative.js';

/** HAZARD_PROVIDER, HAZARD_SERVICE_URL, HAZARD_SERVICE_TOKEN (validated by config.ts). */
export interface HazardSettings {
  kind: 'indicative' | 'remote';
  serviceUrl?: string;
  serviceToken?: string;
}

/**
 * The hazard provider: `indicative` (default: the documented public-data model, docs/natcat-model.md)
 * or `remote` (a real catastrophe-data service answering the contract's shapes).
 */
export function createHazardProvider(settings: HazardSettings = { kind: 'indicative' }): HazardProvider {
  switch (settings.kind) {
    case 'remote':
      if (!settings.serviceUrl) throw new Error('HAZARD_PROVIDER=remote needs HAZARD_SERVICE_URL.');
      return new RemoteHazardProvider(settings.serviceUrl, settings.serviceToken);
    case 'indicative':
      return new IndicativeHazardProvider();
    default:
      return settings.kind satisfies never;
  }
}
