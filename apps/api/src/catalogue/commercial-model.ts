/**
 * Market facts per industry: indicative rates of insurable gross profit per country (several market
 * samples each with a weight, averaged by weight on screen), whether The Market lists it, which
 * countries have a knowledge quiz for it, and whether it is in the trial sample.
 */
import { stableUnit } from './prng.js';

/** Typical gross profit as a percentage of turnover per ANZSIC division (indicative, not advice). */
const GROSS_PROFIT_PERCENT: Record<string, number> = {
  A: 35,
  B: 40,
  C: 30,
  D: 45,
  E: 25,
  F: 20,
  G: 30,
  H: 55,
  I: 30,
  J: 55,
  K: 70,
  L: 60,
  M: 65,
  N: 50,
  O: 40,
  P: 55,
  Q: 60,
  R: 50,
  S: 45,
};

export interface IndicativeRate {
  country: 'au' | 'nz' | 'gb';
  avg: number;
  weight: number;
}

export function indicativeRates(name: string, division: string): IndicativeRate[] {
  const base = GROSS_PROFIT_PERCENT[division];
  if (base === undefined) throw new Error(`No gross profit baseline for division ${division}`);
  const rates: IndicativeRate[] = [];
  for (const country of ['au', 'nz', 'gb'] as const) {
    // About one industry in eight has no UK sample: the UK view is reduced.
    if (country === 'gb' && stableUnit('gb-rates', name) < 0.125) continue;
    const samples = 2 + Math.floor(stableUnit('samples', name, country) * 3);
    for (let sample = 0; sample < samples; sample += 1) {
      const spread = (stableUnit('avg', name, country, sample) - 0.5) * 16;
      rates.push({
        country,
        avg: Math.round((base + spread) * 100) / 100,
        weight: 5 + Math.floor(stableUnit('weight', name, country, sample) * 56),
      });
    }
  }
  return rates;
}

/** The Market is an Australian listing; roughly two industries in five appear there. */
export function hasMarket(name: string): boolean {
  return stableUnit('market', name) < 0.4;
}

export function quizCountries(name: string): ('au' | 'nz')[] {
  const countries: ('au' | 'nz')[] = [];
  if (stableUnit('quiz', name, 'au') < 0.22) countries.push('au');
  if (stableUnit('quiz', name, 'nz') < 0.15) countries.push('nz');
  return countries;
}
