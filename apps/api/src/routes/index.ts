import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { accountHandlers } from './account.js';
import { activityHandlers } from './activity.js';
import { advertisementHandlers } from './advertisements.js';
import { authHandlers } from './auth.js';
import { classificationHandlers } from './classifications.js';
import { documentHandlers } from './documents.js';
import { geoHandlers } from './geo.js';
import { healthHandlers } from './health.js';
import { historyHandlers } from './history.js';
import { industryHandlers } from './industries.js';
import { learningHandlers } from './learning.js';
import { natcatHandlers } from './natcat.js';
import { passwordResetHandlers } from './password-reset.js';
import { referenceDataHandlers } from './reference-data.js';
import { referenceHandlers } from './reference.js';
import { userReportHandlers } from './user-reports.js';
import { userHandlers } from './user.js';

/** Handlers keyed by the contract's operationIds; operations missing here answer 501. */
export function createHandlers(context: ServerContext): Handlers {
  return {
    ...healthHandlers(context),
    ...authHandlers(context),
    ...userHandlers(context),
    ...accountHandlers(context),
    ...referenceHandlers(context),
    ...referenceDataHandlers(),
    ...industryHandlers(context),
    ...classificationHandlers(context),
    ...historyHandlers(context),
    ...documentHandlers(context),
    ...passwordResetHandlers(context),
    ...activityHandlers(context),
    ...userReportHandlers(context),
    ...advertisementHandlers(context),
    ...natcatHandlers(context),
    ...geoHandlers(context),
    ...learningHandlers(context),
  };
}
