import { searchName } from '../catalogue/load.js';
import type { Database } from '../db/client.js';
import { notFound } from '../errors.js';
import { callerId } from '../request-context.js';
import { findUser } from '../users/records.js';
import { insuranceClasses } from './reference.js';
import { nextPageLink } from './paging.js';
import type { Dependencies, Handlers } from './types.js';

interface SearchQuery {
  q?: string;
  code?: string;
  withQuizOnly?: boolean;
  country?: string;
  trial?: boolean;
  taxonomy: number;
  page: number;
  pagesize: number;
}

interface ListItem {
  id: number;
  name: string;
  code: string | null;
  alias: string | null;
}

const RELATED_LIMIT = 12;

export function industryHandlers({ db }: Dependencies): Handlers {
  return {
    async searchIndustries(request, reply) {
      const query = request.query as SearchQuery;
      const user = await findUser(db, callerId(request));
      // The trial flag is the client's courtesy; the role is what the server trusts.
      const trialOnly = query.trial === true || user.roles.includes('Trial');
      const rows = await searchRows(db, query, trialOnly);
      const hasNext = rows.length > query.pagesize;
      if (hasNext) reply.header('link', nextPageLink(request, query.page + 1));
      return { data: rows.slice(0, query.pagesize) };
    },

    async getIndustry(request) {
      const userId = callerId(request);
      const { id } = request.params as { id: number };
      const { taxonomy } = request.query as { taxonomy: number };
      const industry = await canonicalIndustry(db, id);
      const [codes, related] = await Promise.all([
        db.query<{ code: string; name: string; taxonomy: { id: number; abbr: string; revision: string; name: string } }>(
          `SELECT ic.code,
                  coalesce(n.name, i.name) AS name,
                  jsonb_build_object('id', t.id, 'abbr', t.abbr, 'revision', t.revision, 'name', t.name) AS taxonomy
             FROM industry_codes ic
             JOIN taxonomies t ON t.id = ic.taxonomy_id
             JOIN industries i ON i.id = ic.industry_id
             LEFT JOIN classification_nodes n ON n.taxonomy_id = ic.taxonomy_id AND n.code = ic.code
            WHERE ic.industry_id = $1
            ORDER BY t.position`,
          [industry.id],
        ),
        db.query<ListItem>(
          `SELECT i.id, i.name, ic.code, NULL AS alias FROM industries i
             LEFT JOIN industry_codes ic ON ic.industry_id = i.id AND ic.taxonomy_id = $3
            WHERE i.anzsic_class = $1 AND i.id <> $2 AND i.alias_of IS NULL
            ORDER BY i.name LIMIT ${RELATED_LIMIT}`,
          [industry.anzsic_class, industry.id, taxonomy],
        ),
      ]);
      await db.query(
        `INSERT INTO search_history (user_id, industry_id) VALUES ($1, $2)
         ON CONFLICT (user_id, industry_id) DO UPDATE SET last_accessed_on = now()`,
        [userId, industry.id],
      );
      return {
        id: industry.id,
        code: codes.rows.find((row) => row.taxonomy.id === taxonomy)?.code ?? null,
        name: industry.name,
        has_market: industry.has_market,
        quizzes: industry.quizzes,
        related_industries: related.rows,
        classifications: codes.rows,
        indicative_rates: industry.indicative_rates,
      };
    },

    async getIndustryHazardIndex(request) {
      callerId(request);
      const { id } = request.params as { id: number };
      const industry = await canonicalIndustry(db, id);
      const [classes, ratings] = await Promise.all([
        insuranceClasses(db),
        db.query<{ class_id: number; rating: number; comment: string }>(
          'SELECT class_id, rating, comment FROM hazard_ratings WHERE industry_id = $1',
          [industry.id],
        ),
      ]);
      const ratingByClass = new Map(ratings.rows.map((row) => [row.class_id, row]));
      return {
        data: classes.flatMap((insuranceClass) => {
          const rating = ratingByClass.get(insuranceClass.id);
          if (!rating) return [];
          const coveredBy = classes.filter((other) => other.fallback_id === insuranceClass.id);
          return [{
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
          }];
        }),
      };
    },
  };
}

interface IndustryRow {
  id: number;
  name: string;
  anzsic_class: string;
  has_market: boolean;
  quizzes: { quiz_id: number; country: string }[];
  indicative_rates: { country: string; avg: number; weight: number }[];
}

/** An alias id answers with the industry it stands for. */
async function canonicalIndustry(db: Database, id: number): Promise<IndustryRow> {
  const { rows } = await db.query<IndustryRow>(
    `SELECT c.id, c.name, c.anzsic_class, c.has_market, c.quizzes, c.indicative_rates
       FROM industries i JOIN industries c ON c.id = coalesce(i.alias_of, i.id)
      WHERE i.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('Industry not found.');
  return rows[0];
}

async function searchRows(db: Database, query: SearchQuery, trialOnly: boolean): Promise<ListItem[]> {
  const params: unknown[] = [query.taxonomy, query.pagesize + 1, (query.page - 1) * query.pagesize];
  const filters: string[] = ['c.alias_of IS NULL'];
  if (trialOnly) filters.push('c.trial');
  if (query.withQuizOnly) {
    if (query.country) {
      params.push(JSON.stringify([{ country: query.country }]));
      filters.push(`c.quizzes @> $${params.length}::jsonb`);
    } else {
      filters.push('jsonb_array_length(c.quizzes) > 0');
    }
  }

  const words = query.q === undefined ? [] : searchName(query.q).trim().split(' ').filter(Boolean);
  if (query.q !== undefined && words.length === 0 && query.code === undefined) return [];

  if (words.length > 0) {
    // Every word must start a word of the name (or of an alias, which then stands for its industry);
    // names that begin with the whole query rank first.
    params.push(words.map((word) => `% ${word}%`));
    const patterns = `$${params.length}::text[]`;
    params.push(` ${words.join(' ')}%`);
    const prefix = `$${params.length}`;
    return (await db.query<ListItem>(
      `SELECT c.id, c.name, code.code, NULL AS alias
         FROM (SELECT coalesce(alias_of, id) AS id, min(CASE WHEN search_name LIKE ${prefix} THEN 0 ELSE 1 END) AS rank
                 FROM industries WHERE search_name LIKE ALL (${patterns}) GROUP BY 1) m
         JOIN industries c ON c.id = m.id
         LEFT JOIN industry_codes code ON code.industry_id = c.id AND code.taxonomy_id = $1
        WHERE ${filters.join(' AND ')}
        ORDER BY m.rank, c.name, c.id
        LIMIT $2 OFFSET $3`,
      params,
    )).rows;
  }
  if (query.code !== undefined) {
    params.push(`${query.code}%`);
    return (await db.query<ListItem>(
      `SELECT c.id, c.name, code.code, NULL AS alias
         FROM industry_codes code JOIN industries c ON c.id = code.industry_id
        WHERE code.taxonomy_id = $1 AND code.code LIKE $${params.length} AND ${filters.join(' AND ')}
        ORDER BY code.code, c.name, c.id
        LIMIT $2 OFFSET $3`,
      params,
    )).rows;
  }
  return (await db.query<ListItem>(
    `SELECT c.id, c.name, code.code, NULL AS alias
       FROM industries c LEFT JOIN industry_codes code ON code.industry_id = c.id AND code.taxonomy_id = $1
      WHERE ${filters.join(' AND ')}
      ORDER BY c.name, c.id
      LIMIT $2 OFFSET $3`,
    params,
  )).rows;
}

