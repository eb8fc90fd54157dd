import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { recordTermsAnswer } from '../db/repositories/terms-of-use.js';
import { insertAppUsage, insertPageStat } from '../db/repositories/usage.js';
import { notFound } from '../errors.js';
import { callerId } from '../request-context.js';

/** The caller's answers and footprints: terms of use, login source and page views, industry visits. */
export function activityHandlers({ db, bus, catalogue, history }: ServerContext): Handlers {
  return {
    async postTermsOfUse(request, reply) {
      const userId = callerId(request);
      await bus.transaction(async (tx, invalidate) => {
        await recordTermsAnswer(tx, userId, request.body.is_accepted);
        // GET /user shows the answer (is_user_accepted_toc), and the client re-reads it at once.
        invalidate({ kind: 'user', userId });
      });
      reply.code(204);
      return undefined;
    },

    async postUserStats(request, reply) {
      const { Projectid, Typename } = request.body;
      await insertAppUsage(db, { user_id: callerId(request), project_id: Projectid, type_name: Typename });
      reply.code(204);
      return undefined;
    },

    async postStats(request, reply) {
      const userId = callerId(request);
      const { page, industry = null } = request.body;
      if (industry !== null && !catalogue.current().industry(industry)) throw notFound('No industry has this id.');
      await insertPageStat(db, { user_id: userId, page, industry_id: industry });
      if (industry !== null) history.record(userId, industry);
      reply.code(204);
      return undefined;
    },
  };
}
