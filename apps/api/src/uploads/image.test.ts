import { describe, expect, it } from 'vitest';
import { FAKE_PNG, jpegImage, pngImage } from '../../test/support/images.js';
import { checkImageUpload, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, sniffImageType } from './image.js';

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
    expect(() => checkImageUpload('image/png', FAKE_PNG)).toThrow(expect.objectContaining({ statusCode: 415, message: IMAGE_TYPE_MESSAGE }));
    expect(() => checkImageUpload('image/gif', pngImage(4, 4))).toThrow(expect.objectContaining({ statusCode: 415 }));
    expect(() => checkImageUpload('image/png', Buffer.alloc(MAX_IMAGE_BYTES))).toThrow(expect.objectContaining({ statusCode: 413, message: IMAGE_SIZE_MESSAGE }));
  });
});
