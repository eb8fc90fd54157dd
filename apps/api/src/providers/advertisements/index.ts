import { fileURLToPath } from 'node:url';
import { FileAdvertisementSource, RemoteAdvertisementSource } from './sources.js';
import type { AdvertisementSource } from './types.js';

export { AdvertisementsUnavailableError, type Advertisement, type AdvertisementSource } from './types.js';

export const DEFAULT_ADVERTISEMENTS_FILE = fileURLToPath(new URL('./advertisements.json', import.meta.url));

/**
 * ADVERTISEMENTS_URL (the public content storage, cached for a minute) or ADVERTISEMENTS_FILE (a JSON
 * document on the server, re-read when it changes); default: the document shipped with the server.
 */
export function createAdvertisementSource(environment: NodeJS.ProcessEnv = process.env): AdvertisementSource {
  if (environment.ADVERTISEMENTS_URL) return new RemoteAdvertisementSource(environment.ADVERTISEMENTS_URL);
  return new FileAdvertisementSource(environment.ADVERTISEMENTS_FILE ?? DEFAULT_ADVERTISEMENTS_FILE);
}
