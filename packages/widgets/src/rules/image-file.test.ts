import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageFileError, imageUploadCopy, MAX_IMAGE_BYTES, sniffImageType } from './image-file';

function chunk(type: string, data: Uint8Array): Uint8Array {
  // The sniffer checks structure, not CRCs; zero CRCs keep the fixture short.
  const out = new Uint8Array(12 + data.length);
  new DataView(out.buffer).setUint32(0, data.length);
  out.set(
    [...type].map((char) => char.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  return out;
}

function png(): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, 2);
  new DataView(header.buffer).setUint32(4, 2);
  header.set([8, 2, 0, 0, 0], 8);
  const iend = Uint8Array.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(new Uint8Array(14))),
    iend,
  ];
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

/** SOI, a DQT-like segment, SOF0, SOS, one byte of scan data, EOI. */
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0, 4, 0, 0, 0xff, 0xc0, 0, 5, 8, 0, 1, 0xff, 0xda, 0, 2, 0x12, 0xff, 0xd9]);

// "The spec" in these tests means the product rules of docs/product/account-and-settings.md.
describe('client-side image checks', () => {
  it('sniffs PNG and JPEG by content and refuses text', () => {
    expect(sniffImageType(png())).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('hello, I am a text file'))).toBeNull();
    expect(sniffImageType(png().subarray(0, 40))).toBeNull();
  });

  it('refuses a .png that is really text, a GIF, and 2 MB or more with the spec messages', async () => {
    expect(await imageFileError(new File([png()], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(await imageFileError(new File(['just text'], 'a.png', { type: 'image/png' }))).toBe(imageUploadCopy.type);
    expect(await imageFileError(new File([png()], 'a.gif', { type: 'image/gif' }))).toBe(imageUploadCopy.type);
    const large = new Uint8Array(3 * 1024 * 1024);
    large.set(png());
    expect(await imageFileError(new File([large], 'big.png', { type: 'image/png' }))).toBe(
      'The image that you are trying to use is too large (over 2MB)',
    );
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
  });
});
