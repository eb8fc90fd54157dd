import type { GeoProvider, Place, PlaceSuggestion } from './types.js';

/**
 * The slot for a commercial maps service. It expects a small adapter service in front of the vendor
 * (Google Places, Mapbox, HERE...) that answers `GET {url}/suggest?q=&country=` with `PlaceSuggestion[]`
 * and `GET {url}/places/{id}` with a `Place`, so vendor keys and terms stay out of this server.
 * A failure is logged and the user simply sees no suggestion (docs/product/natcat.md).
 */
export class RemoteGeoProvider implements GeoProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | undefined,
    private readonly logError: (error: unknown) => void,
    private readonly timeoutMs = 3000,
  ) {}

  async suggest(query: string, country?: string): Promise<PlaceSuggestion[]> {
    const params = new URLSearchParams({ q: query, ...(country ? { country } : {}) });
    return (await this.get<PlaceSuggestion[]>(`/suggest?${params.toString()}`)) ?? [];
  }

  place(placeId: string): Promise<Place | null> {
    return this.get<Place>(`/places/${encodeURIComponent(placeId)}`);
  }

  async close(): Promise<void> {}

  private async get<T>(path: string): Promise<T | null> {
    try {
      const response = await fetch(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`geo service answered ${response.status} for ${path}`);
      return (await response.json()) as T;
    } catch (error) {
      this.logError(error);
      return null;
    }
  }
}
