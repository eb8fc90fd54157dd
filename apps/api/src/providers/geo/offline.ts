import { fileURLToPath } from 'node:url';
import { buildGazetteer } from './gazetteer-build.js';
import { Gazetteer, loadGazetteerPlaces } from './gazetteer.js';
import type { GeoProvider, Place, PlaceSuggestion } from './types.js';

/** Beside the server (apps/api/.data), the same from src/ and dist/; ignored by git. */
export const DEFAULT_GAZETTEER_FILE = fileURLToPath(new URL('../../../.data/gazetteer-v1.json', import.meta.url));

/** The default: an in-memory gazetteer of AU suburbs (with postcodes) and NZ/GB towns. No network. */
export class OfflineGeoProvider implements GeoProvider {
  private gazetteer: Promise<Gazetteer> | null = null;

  constructor(
    private readonly file = DEFAULT_GAZETTEER_FILE,
    private readonly logError: (error: unknown) => void = console.error,
  ) {}

  /** Loads the table once (the first search waits for it: about a second, more on the very first start). */
  ready(): Promise<Gazetteer> {
    this.gazetteer ??= loadGazetteerPlaces(this.file, buildGazetteer).then((places) => new Gazetteer(places));
    return this.gazetteer;
  }

  async suggest(query: string, country?: string): Promise<PlaceSuggestion[]> {
    try {
      return (await this.ready()).suggest(query, country);
    } catch (error) {
      this.logError(error);
      this.gazetteer = null;
      return [];
    }
  }

  async place(placeId: string): Promise<Place | null> {
    try {
      return (await this.ready()).find(placeId);
    } catch (error) {
      this.logError(error);
      this.gazetteer = null;
      return null;
    }
  }

  async close(): Promise<void> {}
}
