import { ApiError } from '../errors.js';

/** docs/product/account-and-settings.md#image-uploads: uploads are PNG or JPEG images under 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Only files with the following extensions are allowed: png jpg jpeg.';
export const IMAGE_SIZE_MESSAGE = 'The image that you are trying to use is too large (over 2MB)';

/**
 * Pixel-flood guard: a few KB of PNG or JPEG can declare 100 000 × 100 000 pixels, and every client that
 * decodes it (browsers, the PDF renderer) then allocates gigabytes. No avatar or logo needs more than this.
 */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 25_000_000;
export const IMAGE_DIMENSIONS_MESSAGE = `The image that you are trying to use is too large (over ${String(MAX_IMAGE_SIDE)} pixels wide or high, or over 25 megapixels)`;

export type ImageType = 'image/png' | 'image/jpeg';
const ACCEPTED_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);
}

function uint32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

interface Dimensions {
  width: number;
  height: number;
}

/** A PNG: the signature, an IHDR of 13 bytes with a non-zero size first, and the IEND chunk last. */
function pngDimensions(bytes: Uint8Array): Dimensions | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < PNG_SIGNATURE.length + 25 + PNG_IEND.length) return null;
  const ihdr = PNG_SIGNATURE.length;
  const isHeader = uint32(bytes, ihdr) === 13 && startsWith(bytes, [0x49, 0x48, 0x44, 0x52], ihdr + 4);
  const dimensions = { width: uint32(bytes, ihdr + 8), height: uint32(bytes, ihdr + 12) };
  const valid = isHeader && dimensions.width > 0 && dimensions.height > 0 && startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
  return valid ? dimensions : null;
}

const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A JPEG: SOI, then well-formed marker segments up to the start of scan with a frame header among
 * them, and EOI at the end. A text file renamed .jpg fails at the first byte; a truncated one at the end.
 */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff]) || !startsWith(bytes, [0xff, 0xd9], bytes.length - 2)) return null;
  let offset = 2;
  let frame: Dimensions | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda) return frame;
    const length = (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    if (length < 2) return null;
    if (START_OF_FRAME.has(marker)) {
      if (length < 8 || offset + 9 > bytes.length) return null;
      frame = { height: (bytes[offset + 5]! << 8) + bytes[offset + 6]!, width: (bytes[offset + 7]! << 8) + bytes[offset + 8]! };
      if (frame.width === 0 || frame.height === 0) return null;
    }
    offset += 2 + length;
  }
  return null;
}

/** What the bytes really are (type and declared size in pixels), or null when neither a PNG nor a JPEG. */
export function sniffImage(bytes: Uint8Array): (Dimensions & { type: ImageType }) | null {
  const png = pngDimensions(bytes);
  if (png) return { type: 'image/png', ...png };
  const jpeg = jpegDimensions(bytes);
  return jpeg ? { type: 'image/jpeg', ...jpeg } : null;
}

/** The image type the bytes really are, or null when they are neither a PNG nor a JPEG. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  return sniffImage(bytes)?.type ?? null;
}

/**
 * Markup hidden in an image (a comment, a text chunk, bytes inside the scan): a polyglot that a
 * browser, a proxy or a download tool guessing the type would read as HTML or SVG. Images never need it.
 */
const MARKUP = /<(?:script|html|head|body|svg|iframe|object|embed|img|meta|style|!doctype)\b/i;

export function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

/**
 * Accepts an upload only when it is declared PNG or JPEG, its bytes are one and carry no markup, it is
 * under 2 MB and declares a sane number of pixels.
 * Returns the sniffed type, which is what the image is later served as.
 */
export function checkImageUpload(declaredType: string, bytes: Uint8Array): ImageType {
  if (bytes.length >= MAX_IMAGE_BYTES) throw new ApiError(413, 'payload_too_large', IMAGE_SIZE_MESSAGE);
  const sniffed = sniffImage(bytes);
  if (!ACCEPTED_TYPES.includes(declaredType.toLowerCase()) || sniffed === null || carriesMarkup(bytes)) {
    throw new ApiError(415, 'unsupported_media_type', IMAGE_TYPE_MESSAGE);
  }
  if (sniffed.width > MAX_IMAGE_SIDE || sniffed.height > MAX_IMAGE_SIDE || sniffed.width * sniffed.height > MAX_IMAGE_PIXELS) {
    throw new ApiError(413, 'payload_too_large', IMAGE_DIMENSIONS_MESSAGE);
  }
  return sniffed.type;
}
