import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data and CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG. With `noise` the pixels are random and stored uncompressed, so the file is about
 * width × height × 3 bytes (a 1024 × 1024 one is over 3 MB).
 */
export function pngImage(width: number, height: number, { noise = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = noise ? randomBytes(width * 3) : Buffer.alloc(width * 3, y % 256);
    rows.push(Buffer.concat([Buffer.from([0]), row]));
  }
  const pixels = deflateSync(Buffer.concat(rows), { level: noise ? 0 : 6 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real baseline JPEG (tests/fixtures/images). */
export function jpegImage(): Buffer {
  return readFileSync(new URL('../../../../tests/fixtures/images/stripe.jpg', import.meta.url));
}

/** A text file that calls itself a PNG. */
export const FAKE_PNG = Buffer.from('This is a plain text file renamed to avatar.png\n');

/** A PNG whose header declares any size over a few bytes of pixels: a pixel flood when the size is huge. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The real JPEG with its frame header rewritten to declare another size. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const jpeg = Buffer.from(jpegImage());
  for (let offset = 2; offset < jpeg.length - 9;) {
    const marker = jpeg[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, offset + 5);
      jpeg.writeUInt16BE(width, offset + 7);
      return jpeg;
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error('The JPEG fixture has no frame header');
}
