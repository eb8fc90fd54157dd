import type { ServerContext } from '../../src/context.js';
import type { Handlers } from '../../src/contract/handlers.js';
import { createHandlers } from '../../src/routes/index.js';

/**
 * The operations this server implements (the rest answer 501 until their issue lands). Handler
 * factories only capture their services, so none is called here.
 */
export function implementedOperations(overrides: Handlers = {}): Set<string> {
  return new Set([...Object.keys(createHandlers({} as ServerContext)), ...Object.keys(overrides)]);
}
