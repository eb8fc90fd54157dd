import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { authHandlers } from './auth.js';
import { classificationHandlers } from './classifications.js';
import { documentHandlers } from './documents.js';
import { healthHandlers } from './health.js';
import { historyHandlers } from './history.js';
import { industryHandlers } from './industries.js';
import { learningHandlers } from './learning.js';
import { referenceHandlers } from './reference.js';
import { userHandlers } from './user.js';

/** Handlers keyed by the contract's operationIds; operations missing here answer 501. */
export function createHandlers(context: ServerContext): Handlers {
  return {
    ...healthHandlers(context),
    ...authHandlers(context),
    ...userHandlers(context),
    ...referenceHandlers(context),
    ...industryHandlers(context),
    ...classificationHandlers(context),
    ...historyHandlers(context),
    ...learningHandlers(context),
    ...documentHandlers(context),
  };
}
