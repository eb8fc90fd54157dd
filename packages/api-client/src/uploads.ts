import type { ApiClient } from './client';

/*
 * The contract types multipart `file` fields as binary strings; in the browser they are Blobs.
 * These helpers send a Blob as `multipart/form-data` (the browser sets the boundary) so callers
 * never hand-roll FormData or cast.
 */

function imageForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

function fileNameOf(file: Blob): string {
  if (typeof File !== 'undefined' && file instanceof File && file.name) return file.name;
  return file.type === 'image/png' ? 'image.png' : 'image.jpg';
}

/** `PUT /user/avatar` with a PNG or JPEG. Returns openapi-fetch's `{data, error, response}`. */
export function uploadAvatar(client: ApiClient, file: Blob) {
  return client.PUT('/user/avatar', {
    body: { file: '' },
    bodySerializer: () => imageForm(file, fileNameOf(file)),
  });
}

/** `PUT /user/companies/{companyId}/logo` with a PNG or JPEG. */
export function uploadCompanyLogo(client: ApiClient, companyId: number, file: Blob) {
  return client.PUT('/user/companies/{companyId}/logo', {
    params: { path: { companyId } },
    body: { file: '' },
    bodySerializer: () => imageForm(file, fileNameOf(file)),
  });
}
