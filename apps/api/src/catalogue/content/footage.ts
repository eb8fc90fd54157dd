import { readFileSync } from 'node:fs';

/**
 * The short, silent clips offered as every industry's Video Footage. They are generic scenes made by
 * scripts/make-footage.mjs and shipped beside this module (a few KB each), read once at start.
 */
const CLIPS = [
  { file: 'footage-1.webm', scene: 'fire safety walk-through' },
  { file: 'footage-2.webm', scene: 'housekeeping and storage' },
] as const;

export const FOOTAGE_CONTENT_TYPE = 'video/webm';

export interface FootageClip {
  /** The file name the media list links, e.g. `footage-1.webm`. */
  file: string;
  /** The clip's caption for an industry. */
  caption: (industryName: string) => string;
}

export const FOOTAGE: readonly FootageClip[] = CLIPS.map(({ file, scene }) => ({
  file,
  caption: (industryName) => `${industryName}: ${scene} (footage)`,
}));

let bytes: Map<string, Buffer> | undefined;

/** A clip's bytes by file name, or undefined when there is no such clip. */
export function footageBytes(file: string): Buffer | undefined {
  bytes ??= new Map(CLIPS.map(({ file: name }) => [name, readFileSync(new URL(`./footage/${name}`, import.meta.url))]));
  return bytes.get(file);
}
