import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: object }> }>;

/**
 * Validates each JSON response against the contract, so a handler that drifts from openapi.yaml fails
 * loudly in tests instead of having fields silently dropped by the serializer. Objects are checked
 * before serialisation; answers a handler serialised ahead of time (`JsonBytes`) are parsed back and
 * checked as they are sent.
 */
export function createResponseValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const cache = new WeakMap<object, ValidateFunction>();

  const check = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const responses = (request.routeOptions.schema?.response ?? {}) as ResponseSchemas;
    const entry = responses[String(reply.statusCode)] ?? responses[`${String(reply.statusCode)[0]}XX`] ?? responses.default;
    const schema = entry?.content?.['application/json']?.schema;
    if (!schema) {
      if (reply.statusCode < 400 && Object.keys(responses).length > 0) {
        throw new Error(`Response ${reply.statusCode} of ${request.method} ${request.routeOptions.url} is not in the contract`);
      }
      return;
    }
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `Response ${reply.statusCode} of ${request.method} ${request.routeOptions.url} breaks the contract: ${ajv.errorsText(validate.errors)}`,
      );
    }
  };

  return {
    preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      check(request, reply, payload);
      return payload;
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (Buffer.isBuffer(payload) && type.startsWith('application/json')) {
        check(request, reply, JSON.parse(payload.toString('utf8')));
      }
      return payload;
    },
  };
}
