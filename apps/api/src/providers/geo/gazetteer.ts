import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Place, PlaceSuggestion } from './types.js';

export const COUNTRY_NAMES = { au: 'Australia', nz: 'New Zealand', gb: 'United Kingdom' } as const;
export const MAX_SUGGESTIONS = 10;

/** Lower case, no accents, single spaces: "Whangārei" and "whangarei " find the same place. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "Townsville QLD 4810" for AU; "Wellington" for NZ and GB (their sources have no postcodes). */
export function placeLabel(place: Place): string {
  return place.country === 'au'
    ? `${place.locality} ${place.state ?? ''} ${place.postcode ?? ''}`.replace(/\s+/g, ' ').trim()
    : place.locality;
}

export function toSuggestion(place: Place): PlaceSuggestion {
  const region = place.country === 'au' ? '' : place.state ? `${place.state}, ` : '';
  const secondary =
    place.country === 'au'
      ? `${place.state ?? ''} ${place.postcode ?? ''}, ${COUNTRY_NAMES.au}`.trim()
      : `${region}${COUNTRY_NAMES[place.country]}`;
  return {
    place_id: place.id,
    description: `${placeLabel(place)}, ${COUNTRY_NAMES[place.country]}`,
    main_text: place.locality,
    secondary_text: secondary,
    postcode: place.postcode,
  };
}

export function formattedAddress(place: Place): string {
  return toSuggestion(place).description;
}

interface Entry {
  key: string;
  place: Place;
}

/**
 * A prefix index over every place: by "locality state postcode" and by "postcode locality", both sorted,
 * so a query is two binary searches and a short scan. Ranking: exact locality first, then places in
 * the asked country, then shorter names.
 */
export class Gazetteer {
  private readonly entries: Entry[];
  private readonly byId = new Map<string, Place>();

  constructor(places: readonly Place[]) {
    const entries: Entry[] = [];
    for (const place of places) {
      this.byId.set(place.id, place);
      entries.push({ key: normalise(placeLabel(place)), place });
      if (place.postcode) entries.push({ key: normalise(`${place.postcode} ${place.locality}`), place });
    }
    this.entries = entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  get size(): number {
    return this.byId.size;
  }

  find(id: string): Place | null {
    return this.byId.get(id) ?? null;
  }

  suggest(query: string, country?: string): PlaceSuggestion[] {
    const prefix = normalise(query);
    if (!prefix) return [];
    const wanted = country === 'au' || country === 'nz' || country === 'gb' ? country : null;
    const matches: Place[] = [];
    const seen = new Set<string>();
    for (let index = this.lowerBound(prefix); index < this.entries.length; index += 1) {
      const entry = this.entries[index]!;
      if (!entry.key.startsWith(prefix)) break;
      if (seen.has(entry.place.id) || (wanted && entry.place.country !== wanted)) continue;
      seen.add(entry.place.id);
      matches.push(entry.place);
    }
    const exact = (place: Place) => (normalise(place.locality) === prefix ? 0 : 1);
    matches.sort((a, b) => exact(a) - exact(b) || a.locality.length - b.locality.length || placeLabel(a).localeCompare(placeLabel(b)));
    return matches.slice(0, MAX_SUGGESTIONS).map(toSuggestion);
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle]!.key < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

type Row = [id: string, locality: string, state: string | null, postcode: string | null, lat: number, lng: number];

/**
 * Loads the compact table (about 1 MB) written at the first start, or builds it from the registry
 * packages and writes it for the next start.
 */
export async function loadGazetteerPlaces(file: string, build: () => Place[]): Promise<Place[]> {
  try {
    const rows = JSON.parse(await readFile(file, 'utf8')) as Row[];
    return rows.map(([id, locality, state, postcode, lat, lng]) => ({
      id,
      locality,
      state,
      postcode,
      lat,
      lng,
      country: id.slice(0, 2) as Place['country'],
    }));
  } catch {
    const places = build();
    const rows: Row[] = places.map((place) => [place.id, place.locality, place.state, place.postcode, place.lat, place.lng]);
    await mkdir(dirname(file), { recursive: true });
    // Written under a temporary name and renamed, so a replica starting alongside never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(rows));
    await rename(temporary, file);
    return places;
  }
}
