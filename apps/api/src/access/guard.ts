import type { OperationId } from '@riskatlas/contract';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { ApiError, tooManyRequests } from '../errors.js';
import { INDUSTRY_VIEW_LIMIT_MESSAGE } from '../users/industry-view-limit.js';
import { accessRefusal, callerOf, namedIndustries, type AccessRequest, type IndustryLookup } from './decide.js';
import { OPERATION_ACCESS, type OperationAccess } from './policy.js';

export type AccessGuard = (request: FastifyRequest) => Promise<void>;

/**
 * The access policy as pre-handlers, one per operation, run after the security check (which has
 * signed the caller in) and before the handler: a refusal answers 403 with the Error schema, an
 * industry read past the daily view limit 429. Operations open to anonymous callers get none; a
 * caller whose account no longer exists is left to the handler (401). Throws for an operation the
 * policy does not classify, so a server with an unclassified operation does not start.
 */
export function createAccessGuards(
  { users, catalogue, industryViews }: Pick<ServerContext, 'users' | 'catalogue' | 'industryViews'>,
  policy: Readonly<Partial<Record<OperationId, OperationAccess>>> = OPERATION_ACCESS,
) {
  // Asked only when a request names an industry: a server may serve sign-in before its catalogue loads.
  const industry: IndustryLookup = (id) => catalogue.current().canonicalIndustry(id);
  return function guardFor(operationId: string): AccessGuard | null {
    const access = policy[operationId as OperationId];
    if (!access) throw new Error(`Operation ${operationId} has no access policy: classify it in src/access/policy.ts`);
    if (access.caller === 'anyone') return null;
    return async function enforceAccessPolicy(request) {
      if (request.userId === undefined) return;
      const snapshot = await users.find(request.userId);
      if (!snapshot) return;
      const facts: AccessRequest = {
        method: request.method,
        params: (request.params ?? {}) as Record<string, unknown>,
        query: (request.query ?? {}) as Record<string, unknown>,
        body: request.body,
      };
      const refusal = accessRefusal(access, callerOf(snapshot.user), facts, industry);
      if (refusal) throw new ApiError(403, 'forbidden', refusal);
      if (access.industryContent && namedIndustries(access, facts, industry).length > 0) {
        const decision = await industryViews.locked(snapshot.user.id);
        if (!decision.allowed) throw tooManyRequests('industry_view_limit', INDUSTRY_VIEW_LIMIT_MESSAGE, decision.retryAfterSeconds);
      }
    };
  };
}
