import { stableUnit } from '../prng.js';

/** Images per industry; the media list links them as 1.svg … N.svg. */
export const ILLUSTRATIONS_PER_INDUSTRY = 4;
const SCENES = ['Premises', 'Equipment', 'At work', 'Surroundings'] as const;
const WIDTH = 660;
const HEIGHT = 442; // 0.67 of the width, as the media gallery shows images.

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The caption of an industry's n-th illustration (1-based), or undefined past the last. */
export function illustrationCaption(industryName: string, index: number): string | undefined {
  const scene = SCENES[index - 1];
  return scene && `${industryName}: ${scene.toLowerCase()} (illustration)`;
}

/**
 * An industry's n-th illustration as SVG, drawn from its id and name alone, so every replica serves
 * the same bytes: a sky and ground in hues of the industry, buildings and shapes placed by a seeded
 * random sequence, and the industry's name.
 */
export function illustrationSvg(industry: { id: number; name: string }, index: number): string {
  const unit = (...parts: (string | number)[]) => stableUnit('illustration', industry.id, index, ...parts);
  const hue = Math.floor(unit('hue') * 360);
  const shapes: string[] = [];
  const count = 3 + Math.floor(unit('count') * 5);
  for (let shape = 0; shape < count; shape += 1) {
    const width = 60 + Math.floor(unit(shape, 'w') * 140);
    const height = 50 + Math.floor(unit(shape, 'h') * 180);
    const x = Math.floor(unit(shape, 'x') * (WIDTH - width));
    const y = 330 - height;
    const light = 30 + Math.floor(unit(shape, 'l') * 35);
    shapes.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="hsl(${(hue + shape * 23) % 360} 45% ${light}%)"/>`,
    );
    if (unit(shape, 'roof') > 0.5) {
      shapes.push(
        `<polygon points="${x - 6},${y} ${x + width / 2},${y - 40} ${x + width + 6},${y}" fill="hsl(${(hue + 180) % 360} 35% 35%)"/>`,
      );
    }
  }
  const sun = `<circle cx="${80 + Math.floor(unit('sun') * 500)}" cy="70" r="34" fill="hsl(${(hue + 40) % 360} 90% 70%)"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(illustrationCaption(industry.name, index) ?? industry.name)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue} 60% 88%)"/>`,
    sun,
    `<rect y="330" width="${WIDTH}" height="${HEIGHT - 330}" fill="hsl(${(hue + 90) % 360} 30% 45%)"/>`,
    ...shapes,
    `<text x="24" y="${HEIGHT - 40}" font-family="sans-serif" font-size="22" fill="#fff">${escapeXml(industry.name)}</text>`,
    `<text x="24" y="${HEIGHT - 14}" font-family="sans-serif" font-size="15" fill="#fff">${escapeXml(SCENES[index - 1] ?? '')}</text>`,
    '</svg>',
  ].join('');
}
