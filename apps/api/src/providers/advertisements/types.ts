import type { components } from '@riskatlas/contract';

export type Advertisement = components['schemas']['Advertisement'];

/**
 * Where the dashboard's advertisement document comes from. The document is content the operator
 * controls (marketing edits it without a release); the API hands it over whole and the portal filters it.
 */
export interface AdvertisementSource {
  readonly name: string;
  list(): Promise<Advertisement[]>;
}

/** The document is missing, unreadable or not the expected shape. */
export class AdvertisementsUnavailableError extends Error {}
