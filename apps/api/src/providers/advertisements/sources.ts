import { readFile, stat } from 'node:fs/promises';
import { parseAdvertisementDocument } from './document.js';
import { AdvertisementsUnavailableError, type Advertisement, type AdvertisementSource } from './types.js';

/** A document on the server's disk, re-read when the file changes (so an edit needs no restart). */
export class FileAdvertisementSource implements AdvertisementSource {
  readonly name = 'file';
  private cached: { modified: number; ads: Advertisement[] } | null = null;

  constructor(private readonly path: string) {}

  async list(): Promise<Advertisement[]> {
    const modified = await stat(this.path).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (modified === null) throw new AdvertisementsUnavailableError(`no advertisement document at ${this.path}`);
    if (this.cached?.modified !== modified) {
      this.cached = { modified, ads: parseAdvertisementDocument(await readFile(this.path, 'utf8')) };
    }
    return this.cached.ads;
  }
}

const REMOTE_CACHE_MS = 60_000;
const REMOTE_TIMEOUT_MS = 5_000;

/** The public content storage the product publishes the document to; a non-OK answer is an error. */
export class RemoteAdvertisementSource implements AdvertisementSource {
  readonly name = 'remote';
  private cached: { at: number; ads: Advertisement[] } | null = null;

  constructor(private readonly url: string) {}

  async list(): Promise<Advertisement[]> {
    if (this.cached && Date.now() - this.cached.at < REMOTE_CACHE_MS) return this.cached.ads;
    const response = await fetch(this.url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }).catch((error: unknown) => {
      throw new AdvertisementsUnavailableError(`advertisement storage unreachable: ${String(error)}`);
    });
    if (!response.ok) throw new AdvertisementsUnavailableError(`advertisement storage answered ${response.status}`);
    const ads = parseAdvertisementDocument(await response.text());
    this.cached = { at: Date.now(), ads };
    return ads;
  }
}
