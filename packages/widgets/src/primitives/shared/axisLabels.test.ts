import { describe, expect, it } from 'vitest';
import { axisLabelLayout, textWidth } from './axisLabels';

const font = { family: 'sans-serif', size: 10 };
const long = "Employer's Liability / Workers Compensation";

describe('axisLabelLayout', () => {
  it('gives the labels the room the longest one needs when it fits', () => {
    const layout = axisLabelLayout(['Crime', long], font, 1000);
    expect(layout.width).toBe(Math.ceil(textWidth(long, font)));
    expect(layout.maxLines).toBe(1);
    expect(layout.lines(long)).toEqual([long]);
  });

  it('wraps a label longer than the room at its spaces, every line within the room, no word lost', () => {
    const room = textWidth('Workers Compensation', font);
    const layout = axisLabelLayout(['Crime', long], font, room);
    const lines = layout.lines(long);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
    expect(lines.every((line) => textWidth(line, font) <= room)).toBe(true);
    expect(layout.width).toBeLessThanOrEqual(Math.ceil(room));
    expect(layout.maxLines).toBe(lines.length);
    expect(layout.lines('Crime')).toEqual(['Crime']);
  });

  it('cuts a single word wider than the room between characters rather than letting it overflow', () => {
    const word = 'Supercalifragilisticexpialidocious';
    const room = textWidth('Supercalifragilistic', font);
    const lines = axisLabelLayout([word], font, room).lines(word);
    expect(lines.join('')).toBe(word);
    expect(lines.every((line) => textWidth(line, font) <= room)).toBe(true);
  });
});
