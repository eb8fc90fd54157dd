import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** 3×5 glyphs for the scale label: each row is three bits, left to right. */
const GLYPHS: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 1, 1],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  '.': [0, 0, 0, 0, 2],
  k: [4, 5, 6, 5, 5],
  m: [0, 0, 7, 7, 5],
  ' ': [0, 0, 0, 0, 0],
};

/** An RGB pixel buffer with the few drawing operations the map needs, encoded as PNG. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = ((y | 0) * this.width + (x | 0)) * 3;
    this.pixels[offset] = r;
    this.pixels[offset + 1] = g;
    this.pixels[offset + 2] = b;
  }

  fill(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row += 1) {
      for (let column = Math.max(0, x); column < Math.min(this.width, x + width); column += 1) this.set(column, row, colour);
    }
  }

  /** Bresenham line, clipped to the raster. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    let x = Math.round(x0),
      y = Math.round(y0);
    const xEnd = Math.round(x1),
      yEnd = Math.round(y1);
    if ((x < 0 && xEnd < 0) || (y < 0 && yEnd < 0) || (x >= this.width && xEnd >= this.width) || (y >= this.height && yEnd >= this.height))
      return;
    const dx = Math.abs(xEnd - x),
      dy = -Math.abs(yEnd - y);
    const sx = x < xEnd ? 1 : -1,
      sy = y < yEnd ? 1 : -1;
    let error = dx + dy;
    for (let steps = 0; steps < 4 * (this.width + this.height); steps += 1) {
      this.set(x, y, colour);
      if (x === xEnd && y === yEnd) return;
      const twice = 2 * error;
      if (twice >= dy) {
        error += dy;
        x += sx;
      }
      if (twice <= dx) {
        error += dx;
        y += sy;
      }
    }
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let y = -radius; y <= radius; y += 1) {
      for (let x = -radius; x <= radius; x += 1) if (x * x + y * y <= radius * radius) this.set(cx + x, cy + y, colour);
    }
  }

  /** Text in the 3×5 font, `scale` pixels per dot. */
  text(x: number, y: number, text: string, scale: number, colour: Rgb): number {
    let cursor = x;
    for (const character of text) {
      const glyph = GLYPHS[character] ?? GLYPHS[' ']!;
      glyph.forEach((bits, row) => {
        for (let column = 0; column < 3; column += 1) {
          if (bits & (4 >> column)) this.fill(cursor + column * scale, y + row * scale, scale, scale, colour);
        }
      });
      cursor += 4 * scale;
    }
    return cursor - x;
  }

  toPng(): Buffer {
    const stride = this.width * 3 + 1;
    const raw = Buffer.alloc(stride * this.height);
    for (let y = 0; y < this.height; y += 1) {
      raw[y * stride] = 0; // filter: none
      raw.set(this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3), y * stride + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}
