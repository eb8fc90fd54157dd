import type { Coastline } from './coastline.js';
import { distanceKm } from './coastline.js';
import {
  AU_LANDSLIDE_AREAS,
  AU_MINIMUM_Z,
  auStateAt,
  CANTERBURY_PLAINS,
  countryAt,
  type Country,
  EARTHQUAKE_TOWNS,
  GBR_LAGOON,
  GULF_OF_CARPENTARIA,
  HAIL_HOTSPOT,
  inBox,
  NEWER_VOLCANICS,
  NZ3_AREA,
  NZ_CENTRAL_NORTH,
  NZ_EAST_COAST_TSUNAMI,
  NZ_FIRE_REGIONS,
  NZ_WEST_COAST,
  SOIL_TO_ROCK,
  TORNADO_ADELAIDE,
  TORNADO_NSW,
  TORNADO_NZ,
  TORNADO_SW_WA,
  VOLCANOES,
  WA_TSUNAMI_COAST,
  WIND_SPEEDS,
} from './regions.js';

export const LAYER_IDS = [
  'fluvialoff',
  'fluvialsr',
  'pluvial',
  'stormsurge',
  'earthquakebedrock',
  'tsunami',
  'windspeed',
  'hail',
  'tornado',
  'landslide',
  'lightning',
  'volcano',
  'bushfire',
  'distancetobush',
  'earthquakesoil',
  'distancetocoast',
] as const;
export type LayerId = (typeof LAYER_IDS)[number];
export type RiskLevel = 'low' | 'medium' | 'high' | 'none';

/** A layer's reading at a place: the displayed value, its band and a 0–100 score for the chart. */
export interface Reading {
  value: string | null;
  risk: RiskLevel;
  score: number;
}

/** A place to evaluate: the country decides which model applies; coast distance is computed once, on demand. */
export class Site {
  readonly country: Country | null;
  private coast: { limit: number; km: number } | null = null;

  constructor(
    readonly lat: number,
    readonly lng: number,
    private readonly coastline: Coastline,
  ) {
    this.country = countryAt(lat, lng);
  }

  /** Kilometres to the coast, exact up to `limitKm` (larger answers mean "at least that far"). */
  coastKm(limitKm = 2500): number {
    if (!this.coast || (this.coast.km >= this.coast.limit && this.coast.limit < limitKm)) {
      this.coast = { limit: limitKm, km: this.coastline.distanceKm(this.lat, this.lng, limitKm) };
    }
    return this.coast.km;
  }
}

export const NO_DATA: Reading = { value: 'No Data', risk: 'none', score: 0 };
/** No public data for this layer: said so rather than invented. */
const NOT_COMPUTED: Reading = { value: 'Not computed: no public data', risk: 'none', score: 0 };

const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value));
const round = (value: number, digits: number) => Number(value.toFixed(digits));
function band(value: number, medium: number, high: number): RiskLevel {
  return value >= high ? 'high' : value >= medium ? 'medium' : 'low';
}
const SCORE_RANGE: Record<RiskLevel, [number, number]> = { none: [0, 0], low: [5, 33], medium: [34, 66], high: [67, 100] };

/**
 * The chart value (graph_value): the band decides the third of the scale, `position` (0–1) where the
 * reading sits inside its band. So sorting by it never puts a low reading above a medium one.
 */
export function scoreFor(risk: RiskLevel, position: number): number {
  const [low, high] = SCORE_RANGE[risk];
  return round(low + (high - low) * clamp(position, 0, 1), 1);
}

/** A reading banded on a numeric value with medium and high thresholds (and a ceiling for the top band). */
function banded(value: string, number: number, medium: number, high: number, ceiling: number): Reading {
  const risk = band(number, medium, high);
  const [from, to] = risk === 'high' ? [high, ceiling] : risk === 'medium' ? [medium, high] : [0, medium];
  return { value, risk, score: scoreFor(risk, (number - from) / (to - from)) };
}

/** AS/NZS 1170.2 wind region: latitude cut-offs plus distance-to-coast bands [W1, W4–W8]. */
export function windRegion(site: Site): string {
  const { lat, lng } = site;
  if (site.country === 'nz') {
    if (inBox(lat, lng, NZ3_AREA)) return 'NZ3';
    if (lat > -38.2) return 'NZ1';
    if (lat < -46 || (lat < -43.7 && lat > -43.9 && lng > 172.8)) return 'NZ4';
    return 'NZ2';
  }
  const coast = site.coastKm(200);
  if (lat > -25) {
    if (lng < 122 && lat < -20 && lat > -24.9 && coast <= 50) return 'D';
    if (coast <= 50) return 'C';
    if (coast <= 100 && (lat > -22 || lng > 142)) return 'B2';
  }
  if (lng < 122 && lat <= -24.9 && lat > -27 && coast <= 50) return 'C';
  if (lng < 116 && lat <= -27 && lat > -31 && coast <= 50) return 'B2';
  if (lng > 150 && lat <= -25 && lat > -30 && coast <= 150) return 'B1';
  return 'A';
}

/** Inverse-distance Z from the three nearest table towns of the same country, floored at 0.08 in AU [E1–E4]. */
export function bedrockZ(site: Site): { z: number; nearest: string } {
  const towns = EARTHQUAKE_TOWNS.filter((town) => town.country === site.country)
    .map((town) => ({ town, km: distanceKm(site.lat, site.lng, town.lat, town.lng) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, 3);
  const exact = towns.find(({ km }) => km < 1);
  let z: number;
  if (exact) z = exact.town.z;
  else {
    const weights = towns.map(({ km }) => 1 / (km * km));
    z = towns.reduce((sum, { town }, index) => sum + town.z * weights[index]!, 0) / weights.reduce((a, b) => a + b, 0);
  }
  if (site.country === 'au') z = Math.max(AU_MINIMUM_Z, z);
  return { z: round(z, 2), nearest: towns[0]!.town.name };
}

function earthquake(z: number, label: string): Reading {
  return banded(`Z = ${z.toFixed(2)} g (${label})`, z, 0.12, 0.3, 0.6);
}

function nearestVolcano(site: Site) {
  return VOLCANOES.map((volcano) => ({ volcano, km: distanceKm(site.lat, site.lng, volcano.lat, volcano.lng) })).sort(
    (a, b) => a.km - b.km,
  )[0]!;
}

const FDI: Record<string, number> = { ACT: 100, VIC: 100, SA: 80, WA: 80, TAS: 50, QLD: 40, NT: 40 };

/** Forest fire danger index used for design by state [B5]; NSW is 100 in Sydney, the Hunter, Illawarra and the south. */
export function fireDangerIndex(site: Site): number {
  const state = auStateAt(site.lat, site.lng);
  if (state !== 'NSW') return FDI[state]!;
  return (site.lat < -32 && site.lng > 149.5) || site.lat < -35 ? 100 : 80;
}

/** AU ground flash density, derived from Kuleshov et al.: 6 × 10^(−(|lat|−15)/30), clamped 0.3–8 [L1]. */
export function groundFlashDensity(site: Site): number {
  const { lat, lng } = site;
  if (site.country === 'nz') {
    if (inBox(lat, lng, NZ_WEST_COAST)) return 0.75;
    if (inBox(lat, lng, NZ_CENTRAL_NORTH)) return 0.3;
    return 0.1;
  }
  return round(clamp(6 * 10 ** (-(Math.abs(lat) - 15) / 30), 0.3, 8), 1);
}

function tornadoRate(site: Site): number {
  const { lat, lng } = site;
  if (site.country === 'nz') return TORNADO_NZ.some((box) => inBox(lat, lng, box)) ? 0.15 : 0.08;
  if (inBox(lat, lng, TORNADO_NSW)) return 0.2;
  if (inBox(lat, lng, TORNADO_SW_WA) || inBox(lat, lng, TORNADO_ADELAIDE)) return 0.15;
  return lat < -23.4 ? 0.08 : 0.05;
}

type Evaluate = (site: Site) => Reading;

/** The indicative model, one rule per layer. Each is documented in docs/natcat-model.md. */
export const MODEL: Record<LayerId, Evaluate> = {
  // No DEM or river data ships offline: flood depths cannot be computed honestly [F5, F7].
  fluvialoff: () => NOT_COMPUTED,
  fluvialsr: () => NOT_COMPUTED,
  pluvial: () => NOT_COMPUTED,

  stormsurge(site) {
    const coast = site.coastKm(60);
    const cyclonic = site.country === 'au' && site.lat > -25;
    const shallowShelf = inBox(site.lat, site.lng, GULF_OF_CARPENTARIA) || inBox(site.lat, site.lng, GBR_LAGOON);
    let risk: RiskLevel;
    if (cyclonic) risk = coast < 2 || (shallowShelf && coast < 5) ? 'high' : coast < 10 ? 'medium' : 'low';
    else risk = coast < 1 ? 'medium' : 'low';
    const distance = coast >= 60 ? 'more than 60 km' : `${coast.toFixed(1)} km`;
    const band = cyclonic ? 'cyclonic coast (north of 25°S)' : 'non-cyclonic coast';
    return { value: `${band}, ${distance} from the coast`, risk, score: scoreFor(risk, 1 - coast / (risk === 'low' ? 60 : 10)) };
  },

  earthquakebedrock(site) {
    const { z, nearest } = bedrockZ(site);
    return earthquake(z, `rock, 475-year, near ${nearest}`);
  },

  earthquakesoil(site) {
    const { z } = bedrockZ(site);
    return earthquake(round(z * SOIL_TO_ROCK, 2), 'assumed soil class C–E, 475-year');
  },

  tsunami(site) {
    const coast = site.coastKm(10);
    const exposed =
      (site.country === 'nz' && inBox(site.lat, site.lng, NZ_EAST_COAST_TSUNAMI)) ||
      (site.country === 'au' && inBox(site.lat, site.lng, WA_TSUNAMI_COAST));
    const risk: RiskLevel =
      coast < 1 ? (exposed || site.country === 'nz' ? 'high' : 'medium') : coast < 5 ? (exposed ? 'medium' : 'low') : 'low';
    const distance = coast >= 10 ? 'more than 10 km' : `${coast.toFixed(1)} km`;
    return { value: `${exposed ? 'exposed' : 'sheltered'} coast, ${distance} from the coast`, risk, score: scoreFor(risk, 1 - coast / 10) };
  },

  windspeed(site) {
    const region = windRegion(site);
    const { v50 } = WIND_SPEEDS[region]!;
    return banded(`Region ${region}: ${v50} m/s`, v50, 44, 52, 60);
  },

  hail(site) {
    // No public NZ hail frequency was found [gaps], so NZ is not computed.
    if (site.country === 'nz') return NOT_COMPUTED;
    const { lat, lng } = site;
    const risk: RiskLevel = lat > -23.4 || lat < -39.2 ? 'low' : inBox(lat, lng, HAIL_HOTSPOT) ? 'high' : 'medium';
    const label =
      risk === 'high' ? 'SE Qld / NE NSW / Sydney hail belt' : risk === 'medium' ? 'mainland south of the Tropic' : 'tropics or Tasmania';
    return { value: `Region-level estimate: ${label}`, risk, score: scoreFor(risk, 0.5) };
  },

  tornado(site) {
    const rate = tornadoRate(site);
    return banded(`Region-level estimate: ${rate} per 50 km cell a year`, rate, 0.15, 0.3, 0.6);
  },

  landslide(site) {
    const { lat, lng } = site;
    let risk: RiskLevel;
    if (site.country === 'nz') risk = inBox(lat, lng, CANTERBURY_PLAINS) ? 'medium' : 'high';
    else risk = AU_LANDSLIDE_AREAS.some((box) => inBox(lat, lng, box)) ? 'medium' : 'low';
    return { value: 'Region-level estimate (no slope data used)', risk, score: scoreFor(risk, 0.5) };
  },

  lightning(site) {
    const density = groundFlashDensity(site);
    return banded(`${density} ground flashes/km²/yr`, density, 1.5, 4, 8);
  },

  volcano(site) {
    const { volcano, km } = nearestVolcano(site);
    const inProvince = site.country === 'au' && inBox(site.lat, site.lng, NEWER_VOLCANICS);
    if (inProvince) return { value: 'Inside the Newer Volcanics Province', risk: 'medium', score: scoreFor('medium', 0.5) };
    const risk: RiskLevel = site.country === 'au' ? 'low' : km < 30 ? 'high' : km < 100 ? 'medium' : 'low';
    const position = risk === 'high' ? 1 - km / 30 : risk === 'medium' ? (100 - km) / 70 : 1 - km / 1000;
    return { value: `${Math.round(km)} km to ${volcano.name}`, risk, score: scoreFor(risk, position) };
  },

  bushfire(site) {
    if (site.country === 'nz') {
      const risk: RiskLevel = NZ_FIRE_REGIONS.some((box) => inBox(site.lat, site.lng, box)) ? 'medium' : 'low';
      return { value: 'Region-level estimate (distance to bush not computed)', risk, score: scoreFor(risk, 0.5) };
    }
    const fdi = fireDangerIndex(site);
    return banded(`FDI ${fdi} (distance to bush not computed)`, fdi, 80, 100, 120);
  },

  // No offline vegetation data exists [B4]: distance to bush must come from a site survey.
  distancetobush: () => NOT_COMPUTED,

  distancetocoast(site) {
    const coast = site.coastKm(500);
    const value = coast >= 500 ? 'more than 500 km' : coast < 10 ? `${coast.toFixed(1)} km` : `${Math.round(coast)} km`;
    const risk: RiskLevel = coast < 1 ? 'high' : coast < 5 ? 'medium' : 'low';
    const position = risk === 'high' ? 1 - coast : risk === 'medium' ? (5 - coast) / 4 : 1 - coast / 500;
    return { value, risk, score: scoreFor(risk, position) };
  },
};

/** The reading of one layer; outside AU and NZ every layer answers "No Data". */
export function evaluate(layer: LayerId, site: Site): Reading {
  return site.country ? MODEL[layer](site) : NO_DATA;
}
