/**
 * PostgreSQL's answers that mean "not now" rather than "wrong": the statement ran past its timeout,
 * the server is shutting down, starting or out of connections, or the connection itself failed.
 * https://www.postgresql.org/docs/current/errcodes-appendix.html (classes 08, 53, 57).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres reports a dropped connection and an exhausted pool wait by message only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
];

/** Whether `error` says the database cannot answer right now: the API answers 503 with Retry-After then. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
