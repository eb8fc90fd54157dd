declare const encodes: unique symbol;

/**
 * A JSON response body serialised ahead of time, typed by the body it encodes, so a handler that
 * returns one is still checked against the contract's declared response at compile time.
 */
export type JsonBytes<Body> = Buffer & { readonly [encodes]: Body };

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Serialises a response body once, for answers that are the same for every caller until the catalogue changes. */
export function toJsonBytes<Body>(body: Body): JsonBytes<Body> {
  return Buffer.from(JSON.stringify(body)) as JsonBytes<Body>;
}
