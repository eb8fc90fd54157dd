export { COUNTRY_NAMES, IndicativeRates, indicativeRatesCopy } from './IndicativeRates';
export type { IndicativeRatesProps } from './IndicativeRates';
