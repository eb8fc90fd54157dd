/** One place of the gazetteer: a locality (AU suburb with its postcode, NZ/GB town) with its centre. */
export interface Place {
  /** `au:<id>`, `nz:<geonameId>` or `gb:<geonameId>`: stable across rebuilds of the same packages. */
  id: string;
  locality: string;
  /** AU state abbreviation, NZ region or GB nation; null when the source has none. */
  state: string | null;
  postcode: string | null;
  country: 'au' | 'nz' | 'gb';
  lat: number;
  lng: number;
}

export interface PlaceSuggestion {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string;
  postcode: string | null;
}

/**
 * Geocoding behind the API: suggestions while the user types and the details of a chosen one.
 * Implementations never throw to the caller: a failing service is logged and answers nothing.
 */
export interface GeoProvider {
  suggest(query: string, country?: string): Promise<PlaceSuggestion[]>;
  place(placeId: string): Promise<Place | null>;
  close(): Promise<void>;
}
