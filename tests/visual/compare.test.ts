import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBaseline } from './baseline';
import { compareImages } from './compare';

/** A solid image, with an optional rectangle of another colour painted over it. */
function image(
  width: number,
  height: number,
  fill: [number, number, number],
  patch?: { x: number; y: number; size: number; rgb: [number, number, number] },
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inPatch = patch && x >= patch.x && x < patch.x + patch.size && y >= patch.y && y < patch.y + patch.size;
      const [r, g, b] = inPatch ? patch.rgb : fill;
      const offset = (y * width + x) * 4;
      png.data[offset] = r;
      png.data[offset + 1] = g;
      png.data[offset + 2] = b;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const white: [number, number, number] = [255, 255, 255];
const navy: [number, number, number] = [0, 50, 98];

describe('compareImages', () => {
  it('accepts identical images', () => {
    const result = compareImages(image(100, 100, white), image(100, 100, white));
    expect(result).toMatchObject({ matches: true, diffShare: 0, reason: '' });
  });

  it('fails a changed colour and reports the share of differing pixels', () => {
    // A 20×20 navy patch: 400 of 10 000 pixels, 4 %, far above the 0.1 % tolerance.
    const result = compareImages(image(100, 100, white), image(100, 100, white, { x: 10, y: 10, size: 20, rgb: navy }));
    expect(result.matches).toBe(false);
    expect(result.diffShare).toBeCloseTo(0.04, 2);
    expect(result.reason).toContain('4.0 % of the pixels differ');
    // The diff image marks the changed pixels in red.
    const diff = PNG.sync.read(result.diff!);
    const offset = (15 * 100 + 15) * 4;
    expect([diff.data[offset], diff.data[offset + 1], diff.data[offset + 2]]).toEqual([255, 0, 0]);
  });

  it('tolerates a faint shade change (anti-aliasing) and a single stray pixel', () => {
    const faint = compareImages(image(100, 100, white), image(100, 100, white, { x: 0, y: 0, size: 100, rgb: [252, 252, 252] }));
    expect(faint.matches).toBe(true);
    const stray = compareImages(image(100, 100, white), image(100, 100, white, { x: 50, y: 50, size: 1, rgb: navy }));
    expect(stray).toMatchObject({ matches: true, diffShare: 0.0001 });
  });

  it('fails when the size changes', () => {
    const result = compareImages(image(100, 100, white), image(100, 120, white));
    expect(result).toMatchObject({ matches: false, diffShare: 1, reason: 'size changed from 100×100 to 100×120' });
  });
});

describe('checkBaseline', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function folders() {
    folder = await mkdtemp(join(tmpdir(), 'visual-'));
    return { baselines: join(folder, 'baselines'), output: join(folder, 'output') };
  }

  it('fails a missing baseline in CI and writes it otherwise', async () => {
    const where = await folders();
    const shot = image(10, 10, white);
    expect(await checkBaseline('widgets-x--y', shot, where, 'none')).toMatchObject({
      pass: false,
      message: expect.stringContaining('no baseline'),
    });
    expect(await checkBaseline('widgets-x--y', shot, where, 'new')).toMatchObject({ pass: true });
    expect(await readFile(join(where.baselines, 'widgets-x--y.png'))).toEqual(shot);
  });

  it('on a mismatch names the story, writes the actual and diff images, and --update accepts it', async () => {
    const where = await folders();
    await checkBaseline('widgets-x--y', image(50, 50, white), where, 'new');
    const changed = image(50, 50, white, { x: 0, y: 0, size: 25, rgb: navy });

    const failure = await checkBaseline('widgets-x--y', changed, where, 'new');
    expect(failure.pass).toBe(false);
    expect(failure.message).toMatch(/^widgets-x--y: the screenshot differs from its baseline: 25\.0 % of the pixels differ/);
    expect(await readFile(join(where.output, 'widgets-x--y.actual.png'))).toEqual(changed);
    expect(PNG.sync.read(await readFile(join(where.output, 'widgets-x--y.diff.png'))).width).toBe(50);

    expect(await checkBaseline('widgets-x--y', changed, where, 'all')).toMatchObject({ pass: true });
    expect(await checkBaseline('widgets-x--y', changed, where, 'none')).toMatchObject({ pass: true, message: 'widgets-x--y: matches' });
  });
});
