import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { attachmentDisposition, DEFAULT_FILE_NAME, renderPdfExport } from '../documents/pdf-export.js';

export function documentHandlers({ pdf }: ServerContext): Handlers {
  return {
    async exportPdf(request, reply) {
      await request.caller();
      const document = await renderPdfExport(pdf, request.body);
      reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(request.body.file_name ?? DEFAULT_FILE_NAME))
        .header('cache-control', 'no-store');
      return document;
    },
  };
}
