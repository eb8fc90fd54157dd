import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How forgiving a comparison is. `threshold` is pixelmatch's per-pixel colour distance (0 to 1);
 * anti-aliased pixels are ignored. `maxDiffShare` is the share of differing pixels still accepted,
 * so a glyph edge rendered a shade differently does not fail the run, while a changed colour,
 * border or line of text (thousands of pixels) does.
 *
 * The threshold is well below pixelmatch's default (0.1), which lets a brand colour move by
 * about 15 RGB levels unnoticed (#003262 to #003a70 passed at 0.1). Rendering is deterministic here
 * (the same Chromium and the self-hosted font), so a strict threshold does not flake.
 */
export interface CompareOptions {
  threshold: number;
  maxDiffShare: number;
}

export const defaultCompareOptions: CompareOptions = { threshold: 0.02, maxDiffShare: 0.001 };

export interface Comparison {
  /** Whether the images match within the tolerance. */
  matches: boolean;
  /** Differing pixels over all pixels (1 when the sizes differ). */
  diffShare: number;
  /** Why they differ, for the failure message; empty when they match. */
  reason: string;
  /** The differing pixels in red over a faded copy of the baseline; absent when the sizes differ. */
  diff?: Buffer;
}

/** Compares two PNG files' pixels, e.g. a committed baseline and a fresh screenshot. */
export function compareImages(expectedPng: Buffer, actualPng: Buffer, options: CompareOptions = defaultCompareOptions): Comparison {
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      matches: false,
      diffShare: 1,
      reason: `size changed from ${expected.width}×${expected.height} to ${actual.width}×${actual.height}`,
    };
  }
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: options.threshold });
  const diffShare = differing / (width * height);
  const matches = diffShare <= options.maxDiffShare;
  return {
    matches,
    diffShare,
    reason: matches
      ? ''
      : `${formatShare(diffShare)} of the pixels differ (${differing} of ${width * height}; tolerance ${formatShare(options.maxDiffShare)})`,
    diff: PNG.sync.write(diff),
  };
}

/** A share as a percentage with enough digits to see small changes. */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(share < 0.01 ? 3 : 1)} %`;
}
