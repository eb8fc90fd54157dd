import { describe, expect, it } from 'vitest';
import { IMAGE_DIMENSIONS_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../src/uploads/image.js';
import { apiUrl, authHeaders, getJson, readError } from './support/http.js';
import { chunk, jpegDeclaring, jpegImage, pngDeclaring, pngImage } from './support/images.js';

/**
 * The upload attack corpus against both image uploads (avatar, company logo): every file is refused by
 * its content with the Error schema and leaves the stored image as it was; what is stored is served as
 * the image it is, never as something a browser would render as a page.
 */

/** A real small PNG with extra chunks before IEND. */
function pngWith(...extra: Buffer[]): Buffer {
  const image = pngImage(8, 8);
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), ...extra, image.subarray(iend)]);
}

/** The real JPEG with a segment inserted after SOI, or its frame size rewritten. */
function jpegWithComment(text: string): Buffer {
  const jpeg = jpegImage();
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

const HTML = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

interface Attack {
  name: string;
  bytes: Buffer;
  type: string;
  fileName: string;
  status: number;
  message: string;
}

const refusedType = { status: 415, message: IMAGE_TYPE_MESSAGE };
const png = pngImage(16, 16);
const jpeg = jpegImage();

const CORPUS: Attack[] = [
  {
    name: 'spoofed extension: an HTML page named .png',
    bytes: Buffer.from(HTML),
    type: 'image/png',
    fileName: 'avatar.png',
    ...refusedType,
  },
  {
    name: 'spoofed extension: a script named .jpg',
    bytes: Buffer.from('alert(1)//'),
    type: 'image/jpeg',
    fileName: 'logo.jpg',
    ...refusedType,
  },
  { name: 'spoofed Content-Type: a real PNG declared text/html', bytes: png, type: 'text/html', fileName: 'me.png', ...refusedType },
  {
    name: 'spoofed Content-Type: a real JPEG declared image/svg+xml',
    bytes: jpeg,
    type: 'image/svg+xml',
    fileName: 'me.svg',
    ...refusedType,
  },
  {
    name: 'spoofed Content-Type: HTML declared image/jpeg with a JPEG signature',
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML), Buffer.from([0xff, 0xd9])]),
    type: 'image/jpeg',
    fileName: 'a.jpg',
    ...refusedType,
  },
  {
    name: 'polyglot: PNG with an HTML text chunk',
    bytes: pngWith(chunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'))),
    type: 'image/png',
    fileName: 'poly.png',
    ...refusedType,
  },
  {
    name: 'polyglot: PNG with HTML after IEND',
    bytes: Buffer.concat([png, Buffer.from(HTML)]),
    type: 'image/png',
    fileName: 'poly.png',
    ...refusedType,
  },
  {
    name: 'polyglot: JPEG with an HTML comment segment',
    bytes: jpegWithComment(HTML),
    type: 'image/jpeg',
    fileName: 'poly.jpg',
    ...refusedType,
  },
  {
    name: 'polyglot: JPEG with an SVG comment segment',
    bytes: jpegWithComment(SVG),
    type: 'image/jpeg',
    fileName: 'poly.jpg',
    ...refusedType,
  },
  {
    name: 'over 2 MB: a real PNG of noise',
    bytes: pngImage(1024, 1024, { noise: true }),
    type: 'image/png',
    fileName: 'big.png',
    status: 413,
    message: IMAGE_SIZE_MESSAGE,
  },
  {
    name: 'pixel flood: a 200-byte PNG declaring 100 000 × 100 000 pixels',
    bytes: pngDeclaring(100_000, 100_000),
    type: 'image/png',
    fileName: 'flood.png',
    status: 413,
    message: IMAGE_DIMENSIONS_MESSAGE,
  },
  {
    name: 'pixel flood: a JPEG declaring 65 535 × 65 535 pixels',
    bytes: jpegDeclaring(65_535, 65_535),
    type: 'image/jpeg',
    fileName: 'flood.jpg',
    status: 413,
    message: IMAGE_DIMENSIONS_MESSAGE,
  },
  {
    name: 'pixel flood: a PNG 9000 pixels wide and 1 high',
    bytes: pngDeclaring(9000, 1),
    type: 'image/png',
    fileName: 'wide.png',
    status: 413,
    message: IMAGE_DIMENSIONS_MESSAGE,
  },
  { name: 'SVG declared as SVG', bytes: Buffer.from(SVG), type: 'image/svg+xml', fileName: 'logo.svg', ...refusedType },
  { name: 'SVG declared as PNG', bytes: Buffer.from(SVG), type: 'image/png', fileName: 'logo.png', ...refusedType },
  { name: 'truncated PNG (IEND cut off)', bytes: png.subarray(0, png.length - 12), type: 'image/png', fileName: 'cut.png', ...refusedType },
  {
    name: 'truncated JPEG (cut mid-scan)',
    bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    type: 'image/jpeg',
    fileName: 'cut.jpg',
    ...refusedType,
  },
  {
    name: 'a GIF',
    bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    type: 'image/gif',
    fileName: 'a.gif',
    ...refusedType,
  },
  { name: 'an empty file', bytes: Buffer.alloc(0), type: 'image/png', fileName: 'empty.png', ...refusedType },
];

function upload(path: string, headers: Record<string, string>, attack: Pick<Attack, 'bytes' | 'type' | 'fileName'>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(attack.bytes)], { type: attack.type }), attack.fileName);
  return fetch(apiUrl(path), { method: 'PUT', headers, body: form });
}

async function served(path: string, headers: Record<string, string>) {
  const response = await fetch(apiUrl(path), { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe.each([
  { upload: 'avatar', user: 'underwriter.au', path: async () => '/user/avatar' },
  {
    upload: 'company logo',
    user: 'natcat.au',
    path: async (headers: Record<string, string>) => {
      const { body } = await getJson<{ data: { id: number; is_primary: boolean }[] }>('/user/companies', headers);
      const created = body.data.find((company) => !company.is_primary);
      if (created) return `/user/companies/${String(created.id)}/logo`;
      const response = await fetch(apiUrl('/user/companies'), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Upload Corpus Pty Ltd' }),
      });
      return `/user/companies/${String(((await response.json()) as { id: number }).id)}/logo`;
    },
  },
])('upload corpus: $upload', ({ user, path }) => {
  it('refuses every attack by content with the Error schema and keeps the stored image, served as an image with nosniff', async () => {
    const headers = await authHeaders(user);
    const target = await path(headers);
    expect((await upload(target, headers, { bytes: jpeg, type: 'image/jpeg', fileName: 'real.jpg' })).status).toBe(200);
    const answers: { name: string; status: number; body: unknown }[] = [];
    for (const attack of CORPUS) {
      const response = await upload(target, headers, attack);
      answers.push({ name: attack.name, status: response.status, body: (await readError(response)).body });
    }
    expect(answers).toEqual(
      CORPUS.map((attack) => ({
        name: attack.name,
        status: attack.status,
        body: { code: attack.status === 413 ? 'payload_too_large' : 'unsupported_media_type', message: attack.message },
      })),
    );
    const after = await served(target, headers);
    expect([after.status, after.type, after.nosniff, after.bytes.equals(jpeg)]).toEqual([200, 'image/jpeg', 'nosniff', true]);
  });

  it('serves a PNG uploaded as image/jpeg as the PNG it is, never as the declared or a guessed type', async () => {
    const headers = await authHeaders(user);
    const target = await path(headers);
    expect((await upload(target, headers, { bytes: png, type: 'image/jpeg', fileName: 'page.html' })).status).toBe(200);
    const stored = await served(target, headers);
    expect([stored.type, stored.nosniff, stored.bytes.equals(png)]).toEqual(['image/png', 'nosniff', true]);
  });
});
