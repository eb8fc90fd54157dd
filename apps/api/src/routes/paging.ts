import type { FastifyRequest } from 'fastify';

/** The Link header for the next page of the same request. */
export function nextPageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `<${url.pathname}${url.search}>; rel="next"`;
}
