import { authHandlers } from './auth.js';
import { classificationHandlers } from './classifications.js';
import { historyHandlers } from './history.js';
import { industryHandlers } from './industries.js';
import { referenceHandlers } from './reference.js';
import type { Dependencies, Handlers } from './types.js';
import { userHandlers } from './user.js';

export type { Handler, Handlers, Dependencies } from './types.js';

/** Handlers keyed by the contract's operationIds; operations missing here answer 501. */
export function createHandlers(dependencies: Dependencies): Handlers {
  return {
    ...authHandlers(dependencies),
    ...userHandlers(dependencies),
    ...referenceHandlers(dependencies),
    ...industryHandlers(dependencies),
    ...classificationHandlers(dependencies),
    ...historyHandlers(dependencies),
  };
}
