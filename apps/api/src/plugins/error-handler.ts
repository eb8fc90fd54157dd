import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ApiError } from '../errors.js';
import { PdfContentError, PdfTimeoutError, PdfTooLargeError, PdfUnavailableError } from '../providers/pdf/index.js';

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'bad_request',
  415: 'bad_request',
  429: 'too_many_requests',
  431: 'bad_request',
  503: 'service_unavailable',
};

/** Every error becomes the contract's `Error` body; a 5xx is logged but never shows its stack or message. */
function errorHandler(error: FastifyError | ApiError | PdfUnavailableError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500 && error.statusCode !== 501 && error.statusCode !== 503) request.log.error(error);
    return reply.code(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message });
  }
  if (error instanceof PdfContentError) return reply.code(400).send({ code: 'bad_request', message: error.message });
  if (error instanceof PdfTooLargeError)
    return reply.code(422).send({ code: 'document_too_large', message: `${error.message} Please export a shorter document.` });
  if (error instanceof PdfTimeoutError) {
    request.log.warn(error.message);
    return reply
      .code(503)
      .header('retry-after', '30')
      .send({ code: 'service_unavailable', message: `${error.message} Please try again later.` });
  }
  if (error instanceof PdfUnavailableError) {
    request.log.warn(error.message);
    return reply
      .code(503)
      .header('retry-after', '30')
      .send({ code: 'service_unavailable', message: 'PDF export is not available right now. Please try again later.' });
  }
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation) {
    const first = fastifyError.validation[0];
    const where = `${fastifyError.validationContext ?? 'request'}${first?.instancePath ?? ''}`;
    const detail =
      first?.keyword === 'additionalProperties'
        ? `must not have the property ${String((first.params as { additionalProperty?: string }).additionalProperty)}`
        : (first?.message ?? 'is invalid');
    return reply.code(400).send({ code: 'bad_request', message: `${where} ${detail}` });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Security handler failures (401) and Fastify's own client errors (bad JSON, body too large...).
    const message = status === 401 ? 'Authentication is required.' : fastifyError.message;
    return reply.code(status === 415 ? 400 : status).send({ code: STATUS_CODES[status] ?? 'bad_request', message });
  }
  if (isDatabaseUnavailable(error)) {
    // Busy or restarting, not broken: the client and a load balancer may retry (docs/deploy.md#database-faults).
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ code: 'service_unavailable', message: 'The service is busy. Please try again in a few seconds.' });
  }
  request.log.error(error);
  return reply.code(500).send({ code: 'internal_error', message: 'Sorry, an error occurred. Please try again later.' });
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'error-handler' },
);
