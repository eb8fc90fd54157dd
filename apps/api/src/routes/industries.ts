import type { CatalogueSnapshot, IndustryEntry } from '../catalogue/snapshot.js';
import { searchIndustries } from '../catalogue/search.js';
import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { notFound, tooManyRequests } from '../errors.js';
import { catalogueAnswer } from '../caching/catalogue-answer.js';
import { JSON_CONTENT_TYPE, toJsonBytes, type JsonBytes } from '../caching/json-bytes.js';
import { INDUSTRY_VIEW_LIMIT_MESSAGE } from '../users/industry-view-limit.js';
import { TRIAL_ROLE } from '../access/policy.js';
import { nextPageLink } from './paging.js';

const RELATED_LIMIT = 12;

/** An alias id answers with the industry it stands for. */
function canonicalIndustry(catalogue: CatalogueSnapshot, id: number): IndustryEntry {
  const industry = catalogue.canonicalIndustry(id);
  if (!industry) throw notFound('Industry not found.');
  return industry;
}

const listItem = (industry: IndustryEntry, taxonomyId: number) => ({
  id: industry.id,
  name: industry.name,
  code: industry.codes.get(taxonomyId) ?? null,
  alias: null,
});

export function industryHandlers({ catalogue, history, industryViews }: ServerContext): Handlers {
  return {
    async searchIndustries(request, reply) {
      const { query } = request;
      const { user } = await request.caller();
      const snapshot = catalogue.current();
      // The trial flag is the client's courtesy; the role is what the server trusts.
      const trialOnly = query.trial || user.roles.includes(TRIAL_ROLE);
      // A page depends on these inputs and the snapshot alone, so it is searched and serialised once per
      // snapshot: a broker's keystrokes repeat the same few prefixes (ADR 0008). The key lists every input.
      const key = JSON.stringify([
        query.q,
        query.code,
        query.initial,
        query.country,
        query.taxonomy,
        query.withQuizOnly,
        trialOnly,
        query.page,
        query.pagesize,
      ]);
      const answer = await snapshot.searchAnswers.get(key, () => {
        const page = searchIndustries(snapshot, {
          ...(query.q === undefined ? {} : { q: query.q }),
          ...(query.code === undefined ? {} : { code: query.code }),
          ...(query.initial === undefined ? {} : { initial: query.initial }),
          ...(query.country === undefined ? {} : { quizCountry: query.country }),
          taxonomy: query.taxonomy,
          withQuizOnly: query.withQuizOnly,
          trialOnly,
          page: query.page,
          pageSize: query.pagesize,
        });
        const body = toJsonBytes({ data: page.items.map((industry) => listItem(industry, query.taxonomy)) });
        return { body, hasNext: page.hasNext, byteLength: body.byteLength + key.length };
      });
      if (answer.hasNext) reply.header('link', nextPageLink(request, query.page + 1));
      reply.type(JSON_CONTENT_TYPE);
      return answer.body as JsonBytes<{ data: ReturnType<typeof listItem>[] }>;
    },

    async getIndustry(request, reply) {
      const { user } = await request.caller();
      const snapshot = catalogue.current();
      const industry = canonicalIndustry(snapshot, request.params.id);
      const decision = await industryViews.admit(user.id);
      if (!decision.allowed) throw tooManyRequests('industry_view_limit', INDUSTRY_VIEW_LIMIT_MESSAGE, decision.retryAfterSeconds);
      const { taxonomy } = request.query;
      history.record(user.id, industry.id);
      return catalogueAnswer(reply, snapshot, `industry:${industry.id}:${taxonomy}`, () => ({
        id: industry.id,
        code: industry.codes.get(taxonomy) ?? null,
        name: industry.name,
        has_market: industry.has_market,
        quizzes: industry.quizzes,
        related_industries: snapshot.relatedIndustries(industry, RELATED_LIMIT).map((related) => listItem(related, taxonomy)),
        classifications: snapshot.taxonomies.flatMap((row) => {
          const code = industry.codes.get(row.id);
          if (code === undefined) return [];
          return [
            {
              code,
              name: snapshot.classificationName(row.id, code) ?? industry.name,
              taxonomy: { id: row.id, abbr: row.abbr, revision: row.revision, name: row.name },
            },
          ];
        }),
        indicative_rates: industry.indicative_rates,
      }));
    },

    async getIndustryHazardIndex(request, reply) {
      await request.caller();
      const snapshot = catalogue.current();
      const industry = canonicalIndustry(snapshot, request.params.id);
      // Every rated class is listed whatever the country: the country filters are the client's rules.
      return catalogueAnswer(reply, snapshot, `hazard-index:${industry.id}`, async () => {
        const ratingByClass = new Map((await snapshot.hazardRatings(industry.id)).map((row) => [row.class_id, row]));
        const classes = snapshot.insuranceClasses;
        return {
          data: classes.flatMap((insuranceClass) => {
            const rating = ratingByClass.get(insuranceClass.id);
            if (!rating) return [];
            const coveredBy = classes.filter((other) => other.fallback_id === insuranceClass.id);
            return [
              {
                id: insuranceClass.id,
                slug: insuranceClass.slug,
                name: insuranceClass.name,
                rating: rating.rating,
                icon: insuranceClass.slug,
                comment: rating.comment,
                classes: [insuranceClass.name, ...coveredBy.map((other) => other.name)],
                insurance_class: {
                  id: insuranceClass.id,
                  name: insuranceClass.name,
                  slug: insuranceClass.slug,
                  includes: insuranceClass.includes,
                },
              },
            ];
          }),
        };
      });
    },
  };
}
