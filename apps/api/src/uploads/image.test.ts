import { describe, expect, it } from 'vitest';
import { chunk, FAKE_PNG, jpegDeclaring, jpegImage, pngDeclaring, pngImage } from '../../test/support/images.js';
import {
  carriesMarkup,
  checkImageUpload,
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  sniffImage,
  sniffImageType,
} from './image.js';

describe('sniffImageType', () => {
  it('recognises real PNG and JPEG files by their content', () => {
    expect(sniffImageType(pngImage(4, 4))).toBe('image/png');
    expect(sniffImageType(jpegImage())).toBe('image/jpeg');
  });

  it('refuses text, a bare signature and files cut short', () => {
    const png = pngImage(4, 4);
    const jpeg = jpegImage();
    expect(sniffImageType(FAKE_PNG)).toBeNull();
    expect(sniffImageType(png.subarray(0, 8))).toBeNull();
    expect(sniffImageType(png.subarray(0, png.length - 1))).toBeNull();
    expect(sniffImageType(jpeg.subarray(0, 200))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('checkImageUpload', () => {
  it('answers the sniffed type, 415 with the type message, 413 with the size message', () => {
    expect(checkImageUpload('image/png', jpegImage())).toBe('image/jpeg');
    expect(() => checkImageUpload('image/png', FAKE_PNG)).toThrow(
      expect.objectContaining({ statusCode: 415, message: IMAGE_TYPE_MESSAGE }),
    );
    expect(() => checkImageUpload('image/gif', pngImage(4, 4))).toThrow(expect.objectContaining({ statusCode: 415 }));
    expect(() => checkImageUpload('image/png', Buffer.alloc(MAX_IMAGE_BYTES))).toThrow(
      expect.objectContaining({ statusCode: 413, message: IMAGE_SIZE_MESSAGE }),
    );
  });
});

describe('image dimensions (pixel floods)', () => {
  it('reads the size a PNG and a JPEG declare', () => {
    expect(sniffImage(pngImage(3, 7))).toEqual({ type: 'image/png', width: 3, height: 7 });
    expect(sniffImage(pngDeclaring(70_000, 1))).toEqual({ type: 'image/png', width: 70_000, height: 1 });
    expect(sniffImage(jpegDeclaring(513, 2049))).toEqual({ type: 'image/jpeg', width: 513, height: 2049 });
  });

  it('refuses a zero width or height, and a PNG whose first chunk is not a 13-byte IHDR', () => {
    expect(sniffImage(pngDeclaring(0, 5))).toBeNull();
    expect(sniffImage(pngDeclaring(5, 0))).toBeNull();
    expect(sniffImage(jpegDeclaring(0, 5))).toBeNull();
    expect(sniffImage(jpegDeclaring(5, 0))).toBeNull();
    const png = pngDeclaring(5, 5);
    const renamed = Buffer.from(png);
    renamed.write('IHDX', 12, 'latin1');
    expect(sniffImage(renamed)).toBeNull();
    const long = Buffer.concat([png.subarray(0, 8), chunk('IHDR', Buffer.alloc(14, 1)), png.subarray(33)]);
    expect(sniffImage(long)).toBeNull();
  });

  it('accepts up to 8192 pixels a side and 25 megapixels, and answers 413 past either', () => {
    expect(checkImageUpload('image/png', pngDeclaring(MAX_IMAGE_SIDE, 3000))).toBe('image/png');
    expect(checkImageUpload('image/jpeg', jpegDeclaring(5000, 5000))).toBe('image/jpeg');
    const tooLarge = expect.objectContaining({ statusCode: 413, message: IMAGE_DIMENSIONS_MESSAGE });
    expect(() => checkImageUpload('image/png', pngDeclaring(MAX_IMAGE_SIDE + 1, 1))).toThrow(tooLarge);
    expect(() => checkImageUpload('image/png', pngDeclaring(1, MAX_IMAGE_SIDE + 1))).toThrow(tooLarge);
    expect(() => checkImageUpload('image/jpeg', jpegDeclaring(5001, 5000))).toThrow(tooLarge);
  });
});

describe('markup in images (polyglots)', () => {
  it('finds HTML or SVG anywhere in the bytes, in any case, and nothing in real images', () => {
    expect(carriesMarkup(pngImage(16, 16))).toBe(false);
    expect(carriesMarkup(jpegImage())).toBe(false);
    expect(carriesMarkup(Buffer.concat([pngImage(4, 4), Buffer.from('<SCRIPT>alert(1)</SCRIPT>')]))).toBe(true);
    expect(carriesMarkup(Buffer.from('\x00\x01<svg onload=x>', 'latin1'))).toBe(true);
    expect(carriesMarkup(Buffer.from('a <scripting> word, not a tag'))).toBe(false);
    const inside = Buffer.concat([pngImage(4, 4).subarray(0, 33), chunk('tEXt', Buffer.from('c\0<html>')), pngImage(4, 4).subarray(33)]);
    expect(sniffImageType(inside)).toBe('image/png');
    expect(() => checkImageUpload('image/png', inside)).toThrow(expect.objectContaining({ statusCode: 415, message: IMAGE_TYPE_MESSAGE }));
  });
});
