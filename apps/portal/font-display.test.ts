import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontDisplayOptional, latinFace } from './font-display';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = fontDisplayOptional().transform as Transform;
const stylesheet = createRequire(import.meta.url).resolve('@fontsource-variable/inter/index.css');

describe('fontDisplayOptional', () => {
  it("declares every one of Inter's faces optional, so a late font never re-wraps the page's text", async () => {
    const result = transform(await readFile(stylesheet, 'utf8'), stylesheet);
    expect(result?.code).not.toContain('font-display: swap');
    expect(result?.code.match(/font-display: optional/g)?.length).toBeGreaterThanOrEqual(7);
  });

  it('leaves every other stylesheet as it is', () => {
    expect(transform('@font-face { font-display: swap; }', '/repo/apps/portal/src/other.css')).toBeNull();
  });
});

describe('latinFace', () => {
  it("finds the latin face among the build's files, and fails the build when Fontsource renames it", () => {
    const files = [
      'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      'assets/index-1.js',
    ];
    expect(latinFace(files)).toBe('assets/inter-latin-wght-normal-Dx4kXJAl.woff2');
    expect(() => latinFace(['assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2'])).toThrow(/no latin Inter face/);
  });
});
