/** An error the API answers with: its status and the `Error` schema body `{code, message}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);
export const unauthorized = (message = 'Authentication is required.') => new ApiError(401, 'unauthorized', message);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new ApiError(429, code, message, { 'retry-after': String(retryAfterSeconds) });
export const notImplemented = () => new ApiError(501, 'not_implemented', 'This operation is not implemented yet.');
