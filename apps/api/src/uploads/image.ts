import { ApiError } from '../errors.js';

/** Spec (reports-natcat-learning §5): uploads are PNG or JPEG images under 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Only files with the following extensions are allowed: png jpg jpeg.';
export const IMAGE_SIZE_MESSAGE = 'The image that you are trying to use is too large (over 2MB)';

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

/** A PNG: the signature, an IHDR of 13 bytes with a non-zero size first, and the IEND chunk last. */
function isPng(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < PNG_SIGNATURE.length + 25 + PNG_IEND.length) return false;
  const ihdr = PNG_SIGNATURE.length;
  const isHeader = uint32(bytes, ihdr) === 13 && startsWith(bytes, [0x49, 0x48, 0x44, 0x52], ihdr + 4);
  return isHeader && uint32(bytes, ihdr + 8) > 0 && uint32(bytes, ihdr + 12) > 0 && startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
}

const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * A JPEG: SOI, then well-formed marker segments up to the start of scan with a frame header among
 * them, and EOI at the end. A text file renamed .jpg fails at the first byte; a truncated one at the end.
 */
function isJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff]) || !startsWith(bytes, [0xff, 0xd9], bytes.length - 2)) return false;
  let offset = 2;
  let sawFrame = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda) return sawFrame;
    const length = (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    if (length < 2) return false;
    if (START_OF_FRAME.has(marker)) sawFrame = true;
    offset += 2 + length;
  }
  return false;
}

/** The image type the bytes really are, or null when they are neither a PNG nor a JPEG. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  return null;
}

/**
 * Accepts an upload only when it is declared PNG or JPEG, its bytes are one, and it is under 2 MB.
 * Returns the sniffed type, which is what the image is later served as.
 */
export function checkImageUpload(declaredType: string, bytes: Uint8Array): ImageType {
  if (bytes.length >= MAX_IMAGE_BYTES) throw new ApiError(413, 'payload_too_large', IMAGE_SIZE_MESSAGE);
  const sniffed = sniffImageType(bytes);
  if (!ACCEPTED_TYPES.includes(declaredType.toLowerCase()) || sniffed === null) {
    throw new ApiError(415, 'unsupported_media_type', IMAGE_TYPE_MESSAGE);
  }
  return sniffed;
}
