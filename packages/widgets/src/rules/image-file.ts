/** docs/product/account-and-settings.md#image-uploads: avatars and logos are PNG or JPEG under 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const imageUploadCopy = {
  type: 'Only files with the following extensions are allowed: png jpg jpeg.',
  size: 'The image that you are trying to use is too large (over 2MB)',
} as const;
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const at = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  offset >= 0 && bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** Signature, a 13-byte IHDR first, IEND last: a renamed text file or a cut-off download fails. */
function isPng(bytes: Uint8Array): boolean {
  return at(bytes, 0, PNG_SIGNATURE) && at(bytes, 8, IHDR) && at(bytes, bytes.length - PNG_IEND.length, PNG_IEND);
}

/** SOI, marker segments with a frame header before the start of scan, EOI at the end. */
function isJpeg(bytes: Uint8Array): boolean {
  if (!at(bytes, 0, [0xff, 0xd8, 0xff]) || !at(bytes, bytes.length - 2, [0xff, 0xd9])) return false;
  let offset = 2;
  let sawFrame = false;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xda) return sawFrame;
    const length = (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    if (length < 2) return false;
    sawFrame ||= START_OF_FRAME.has(marker);
    offset += 2 + length;
  }
  return false;
}

/** What the bytes really are: 'image/png', 'image/jpeg' or null. The API applies the same check. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (isPng(bytes)) return 'image/png';
  if (isJpeg(bytes)) return 'image/jpeg';
  return null;
}

/**
 * The message that refuses a chosen file (docs/product/account-and-settings.md), or null when it may be uploaded: declared PNG/JPEG,
 * under 2 MB, and its content really a PNG or JPEG.
 */
export async function imageFileError(file: Blob): Promise<string | null> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return imageUploadCopy.type;
  if (file.size >= MAX_IMAGE_BYTES) return imageUploadCopy.size;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return sniffImageType(bytes) ? null : imageUploadCopy.type;
}
