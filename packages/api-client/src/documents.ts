import type { components } from '@riskatlas/contract';
import type { ApiClient } from './client';
import { toApiRequestError } from './errors';

/** Renders HTML to a PDF through `POST /documents/pdf`; resolves with the file's bytes. */
export async function exportPdf(client: ApiClient, body: components['schemas']['PdfExportRequest']): Promise<Blob> {
  const { data, error, response } = await client.POST('/documents/pdf', { body, parseAs: 'blob' });
  if (!response.ok || !data) throw toApiRequestError(error, response);
  return data;
}
