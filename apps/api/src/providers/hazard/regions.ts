// Public facts the indicative model is computed from (their sources: docs/natcat-model.md#sources).
// Coordinates are town centres.

export type Country = 'au' | 'nz';

/** Which model applies: AU and NZ only; anything else has no data (GB addresses still geocode). */
export function countryAt(lat: number, lng: number): Country | null {
  if (lat >= -44.5 && lat <= -9 && lng >= 112 && lng <= 154.5) return 'au';
  if (lat >= -47.8 && lat <= -34 && lng >= 165.5 && lng <= 179.9) return 'nz';
  return null;
}

export type AuState = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';

/** The AU state by coordinates: straight-line approximations of the borders (enough for state-wide values). */
export function auStateAt(lat: number, lng: number): AuState {
  if (lat < -39.2) return 'TAS';
  if (lng < 129) return 'WA';
  if (lng < 138) return lat > -26 ? 'NT' : 'SA';
  if (lng < 141) return lat > -26 ? 'QLD' : 'SA';
  if (lat > -29 && (lng < 149 || lat > -28.3)) return 'QLD';
  if (lat < -35.1 && lat > -35.95 && lng > 148.75 && lng < 149.4) return 'ACT';
  // The Murray runs from about 34°S at the SA border to 36°S near Albury; the coast border is at 37.5°S.
  if (lng < 150 && lat < -34 - ((lng - 141) * 2) / 7) return 'VIC';
  return 'NSW';
}

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

export function inBox(lat: number, lng: number, box: Box): boolean {
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}

/** AS 1170.4-2007 Z (1/500) and NZS 1170.5 Z by town [E1, E2, E4, E7]. */
export const EARTHQUAKE_TOWNS: readonly { name: string; country: Country; lat: number; lng: number; z: number }[] = [
  { name: 'Adelaide', country: 'au', lat: -34.93, lng: 138.6, z: 0.1 },
  { name: 'Brisbane', country: 'au', lat: -27.47, lng: 153.03, z: 0.05 },
  { name: 'Canberra', country: 'au', lat: -35.28, lng: 149.13, z: 0.08 },
  { name: 'Darwin', country: 'au', lat: -12.46, lng: 130.84, z: 0.09 },
  { name: 'Hobart', country: 'au', lat: -42.88, lng: 147.33, z: 0.03 },
  { name: 'Melbourne', country: 'au', lat: -37.81, lng: 144.96, z: 0.08 },
  { name: 'Perth', country: 'au', lat: -31.95, lng: 115.86, z: 0.09 },
  { name: 'Sydney', country: 'au', lat: -33.87, lng: 151.21, z: 0.08 },
  { name: 'Newcastle', country: 'au', lat: -32.93, lng: 151.78, z: 0.11 },
  { name: 'Geelong', country: 'au', lat: -38.15, lng: 144.36, z: 0.1 },
  { name: 'Cairns', country: 'au', lat: -16.92, lng: 145.77, z: 0.06 },
  { name: 'Townsville', country: 'au', lat: -19.26, lng: 146.82, z: 0.07 },
  { name: 'Tennant Creek', country: 'au', lat: -19.65, lng: 134.19, z: 0.13 },
  { name: 'Port Hedland', country: 'au', lat: -20.31, lng: 118.58, z: 0.12 },
  { name: 'Meckering', country: 'au', lat: -31.63, lng: 117.01, z: 0.22 },
  { name: 'Wellington', country: 'nz', lat: -41.29, lng: 174.78, z: 0.4 },
  { name: 'Christchurch', country: 'nz', lat: -43.53, lng: 172.64, z: 0.3 },
  { name: 'Auckland', country: 'nz', lat: -36.85, lng: 174.76, z: 0.13 },
  { name: 'Hamilton', country: 'nz', lat: -37.79, lng: 175.28, z: 0.13 },
  { name: 'Tauranga', country: 'nz', lat: -37.69, lng: 176.17, z: 0.2 },
  { name: 'Rotorua', country: 'nz', lat: -38.14, lng: 176.25, z: 0.24 },
  { name: 'Napier', country: 'nz', lat: -39.49, lng: 176.91, z: 0.38 },
  { name: 'Gisborne', country: 'nz', lat: -38.66, lng: 178.02, z: 0.36 },
  { name: 'Palmerston North', country: 'nz', lat: -40.35, lng: 175.61, z: 0.38 },
  { name: 'Nelson', country: 'nz', lat: -41.27, lng: 173.28, z: 0.27 },
  { name: 'Queenstown', country: 'nz', lat: -45.03, lng: 168.66, z: 0.32 },
  { name: 'Dunedin', country: 'nz', lat: -45.87, lng: 170.5, z: 0.13 },
  { name: 'Invercargill', country: 'nz', lat: -46.41, lng: 168.35, z: 0.18 },
  { name: 'Whangārei', country: 'nz', lat: -35.73, lng: 174.32, z: 0.1 },
  { name: 'Arthurs Pass', country: 'nz', lat: -42.94, lng: 171.56, z: 0.6 },
];

/** AS 1170.4 Amendment 2 (2018): no Australian site below Z = 0.08 [E3]. */
export const AU_MINIMUM_Z = 0.08;
/** Spectral plateau of site classes C–E over rock B (3.68 / 2.94) [E1]. */
export const SOIL_TO_ROCK = 1.25;

/** Volcanic centres: GeoNet coordinates [V1]; Mt Gambier for the Newer Volcanics Province [V2, V3]. */
export const VOLCANOES: readonly { name: string; lat: number; lng: number }[] = [
  { name: 'Auckland volcanic field', lat: -36.985, lng: 174.77 },
  { name: 'Taupō', lat: -38.784, lng: 175.896 },
  { name: 'Okataina', lat: -38.119, lng: 176.501 },
  { name: 'Rotorua', lat: -38.093, lng: 176.281 },
  { name: 'Ruapehu', lat: -39.281, lng: 175.563 },
  { name: 'Tongariro', lat: -39.133, lng: 175.642 },
  { name: 'Ngāuruhoe', lat: -39.156, lng: 175.632 },
  { name: 'Taranaki', lat: -39.298, lng: 174.061 },
  { name: 'Whakaari', lat: -37.521, lng: 177.183 },
  { name: 'Mayor Island', lat: -37.286, lng: 176.251 },
  { name: 'Northland', lat: -35.395, lng: 173.63 },
  { name: 'Newer Volcanics Province (Mt Gambier)', lat: -37.84, lng: 140.78 },
];

/** The Newer Volcanics Province, Melbourne to Mt Gambier: more than 400 vents [V2]. */
export const NEWER_VOLCANICS: Box = { south: -38.6, north: -37, west: 140.3, east: 145.3 };

/** AS/NZS 1170.2 regional 3-s gust, 50- and 500-year (m/s) [W1, W2, W9]. */
export const WIND_SPEEDS: Record<string, { v50: number; v500: number }> = {
  A: { v50: 39, v500: 45 },
  B1: { v50: 44, v500: 57 },
  B2: { v50: 44, v500: 57 },
  C: { v50: 52, v500: 66 },
  D: { v50: 60, v500: 80 },
  NZ1: { v50: 41, v500: 45 },
  NZ2: { v50: 41, v500: 45 },
  NZ3: { v50: 48, v500: 53 },
  NZ4: { v50: 46, v500: 50 },
};

/** NZ3: Wellington, Hutt, Porirua, Kāpiti, Picton [W1]. */
export const NZ3_AREA: Box = { south: -41.4, north: -40.7, west: 173.9, east: 175.3 };
/** Cyclone-prone coasts where surge is worst: the Gulf of Carpentaria and the GBR lagoon [C3, C4]. */
export const GULF_OF_CARPENTARIA: Box = { south: -18, north: -10.5, west: 135, east: 142.5 };
export const GBR_LAGOON: Box = { south: -24.5, north: -10.5, west: 142.5, east: 153 };
/** The most tsunami-exposed coasts: NZ east coast (Northland to Wairarapa) [TS1]; WA Geraldton to the NW tip [TS4]. */
export const NZ_EAST_COAST_TSUNAMI: Box = { south: -41.7, north: -34, west: 174.2, east: 179 };
export const WA_TSUNAMI_COAST: Box = { south: -29, north: -13, west: 112, east: 129 };
/** Hail hot spot: SE Queensland, NE NSW and Sydney [H1, H2]. */
export const HAIL_HOTSPOT: Box = { south: -34.6, north: -26, west: 149.5, east: 154 };
/** Tornado: Sydney and NSW east [T2]; NZ West Coast and Taranaki–Northland [T4]; SW WA and Adelaide winter tornadoes [T2]. */
export const TORNADO_NSW: Box = { south: -37, north: -28, west: 149, east: 154 };
export const TORNADO_SW_WA: Box = { south: -35.5, north: -30, west: 114.5, east: 118.5 };
export const TORNADO_ADELAIDE: Box = { south: -36, north: -33.5, west: 137.5, east: 140 };
export const TORNADO_NZ: readonly Box[] = [
  { south: -44, north: -41, west: 168, east: 172 },
  { south: -39.8, north: -34, west: 172.5, east: 175.2 },
];
/** Lightning: NZ West Coast and Alps 0.5–1.0; N Taranaki, Waikato, BoP 0.3 ground flashes/km²/yr [L4–L6]. */
export const NZ_WEST_COAST: Box = { south: -44.5, north: -41, west: 168, east: 172 };
export const NZ_CENTRAL_NORTH: Box = { south: -39.5, north: -37, west: 174, east: 177.5 };
/** Landslide: AU escarpments and the Great Dividing Range's coastal fall; Tasmania [LS2]. */
export const AU_LANDSLIDE_AREAS: readonly Box[] = [
  { south: -34.8, north: -34.2, west: 150.6, east: 151 },
  { south: -37.5, north: -35.5, west: 146, east: 149 },
  { south: -43.7, north: -40.6, west: 144.5, east: 148.5 },
];
/** NZ: the Canterbury Plains are the one large flat region [LS1]. */
export const CANTERBURY_PLAINS: Box = { south: -44.5, north: -43, west: 171.2, east: 172.8 };
/** NZ fire regions: Canterbury, Hawke's Bay, Gisborne, Otago, Nelson, Marlborough [B6]. */
export const NZ_FIRE_REGIONS: readonly Box[] = [
  { south: -44.8, north: -42, west: 170.5, east: 173.9 },
  { south: -40.3, north: -38.9, west: 176.2, east: 177.5 },
  { south: -38.9, north: -37.5, west: 177, east: 178.6 },
  { south: -46.5, north: -44.5, west: 168.5, east: 171 },
  { south: -42.2, north: -40.7, west: 172.5, east: 174.4 },
];
