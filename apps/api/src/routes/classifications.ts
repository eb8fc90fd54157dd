import { notFound } from '../errors.js';
import { callerId } from '../request-context.js';
import type { Dependencies, Handlers } from './types.js';

interface Node {
  code: string;
  name: string;
  level: string;
  leaf: boolean;
  industry_id: number | null;
}

export function classificationHandlers({ db }: Dependencies): Handlers {
  return {
    /** One level of a taxonomy: child nodes, or at the lowest level the industries carrying that code. */
    async getClassificationLevel(request) {
      callerId(request);
      const { abbr, revision } = request.params as { abbr: string; revision: string };
      const { code } = request.query as { code?: string };
      const { rows: taxonomies } = await db.query<{ id: number; structure: string }>(
        'SELECT id, structure FROM taxonomies WHERE lower(abbr) = $1 AND lower(revision) = $2',
        [abbr, revision],
      );
      const taxonomy = taxonomies[0];
      if (!taxonomy) throw notFound(`There is no classification ${abbr}/${revision}.`);
      const meta = { structure: taxonomy.structure };

      if (code !== undefined) {
        const { rows } = await db.query('SELECT 1 FROM classification_nodes WHERE taxonomy_id = $1 AND code = $2', [taxonomy.id, code]);
        if (rows.length === 0) throw notFound(`There is no code ${code} in ${abbr}/${revision}.`);
      }
      const children = await db.query<Node>(
        `SELECT code, name, level, false AS leaf, NULL::int AS industry_id FROM classification_nodes
          WHERE taxonomy_id = $1 AND parent_code IS NOT DISTINCT FROM $2 ORDER BY code`,
        [taxonomy.id, code ?? null],
      );
      if (children.rows.length > 0 || code === undefined) {
        if (children.rows.length === 0) throw notFound(`The classification ${abbr}/${revision} cannot be browsed.`);
        return { data: children.rows, meta };
      }
      const industries = await db.query<Node>(
        `SELECT ic.code, i.name, 'Industry' AS level, true AS leaf, i.id AS industry_id
           FROM industry_codes ic JOIN industries i ON i.id = ic.industry_id
          WHERE ic.taxonomy_id = $1 AND ic.code = $2 AND i.alias_of IS NULL
          ORDER BY i.name`,
        [taxonomy.id, code],
      );
      return { data: industries.rows, meta };
    },
  };
}
