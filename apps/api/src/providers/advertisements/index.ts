import { fileURLToPath } from 'node:url';
import { FileAdvertisementSource, RemoteAdvertisementSource } from './sources.js';
import type { AdvertisementSource } from './types.js';

export { AdvertisementsUnavailableError, type Advertisement, type AdvertisementSource } from './types.js';

export const DEFAULT_ADVERTISEMENTS_FILE = fileURLToPath(new URL('./advertisements.json', import.meta.url));

/** Where the advertisement document comes from (ADVERTISEMENTS_URL, ADVERTISEMENTS_FILE). */
export interface AdvertisementSettings {
  url?: string;
  file: string;
}

/**
 * The public content storage at `url` (cached for a minute) or a JSON document on the server (re-read
 * when it changes); default: the document shipped with the server.
 */
export function createAdvertisementSource(settings: AdvertisementSettings = { file: DEFAULT_ADVERTISEMENTS_FILE }): AdvertisementSource {
  if (settings.url) return new RemoteAdvertisementSource(settings.url);
  return new FileAdvertisementSource(settings.file);
}
