import type { RiskAtlasTheme } from '../../semantic';
import { harbourBrokersTheme } from './harbour-brokers';

export { harbourBrokersTheme };

/** Partner themes by partner id. */
export const partnerThemes: Readonly<Record<string, RiskAtlasTheme>> = {
  'harbour-brokers': harbourBrokersTheme,
};
