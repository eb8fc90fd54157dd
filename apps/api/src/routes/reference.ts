import type { Database } from '../db/client.js';
import type { Dependencies, Handlers } from './types.js';

interface ClassRow {
  id: number;
  name: string;
  slug: string;
  fallback_id: number | null;
  grouping: 'commercial' | 'personal' | 'core';
  personal: boolean;
  includes: { id: number; name: string; slug: string }[];
}

/** Every insurance class with the classes it includes, in catalogue order. */
export async function insuranceClasses(db: Database): Promise<ClassRow[]> {
  const { rows } = await db.query<ClassRow>(
    `SELECT c.id, c.name, c.slug, c.fallback_id, c.grouping, c.personal,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'name', i.name, 'slug', i.slug) ORDER BY i.position)
                        FROM insurance_class_includes ci JOIN insurance_classes i ON i.id = ci.included_id
                       WHERE ci.class_id = c.id), '[]'::jsonb) AS includes
       FROM insurance_classes c ORDER BY c.position`,
  );
  return rows;
}

const GROUP_ORDER = { commercial: 0, personal: 1, core: 2 } as const;

export function referenceHandlers({ db }: Dependencies): Handlers {
  return {
    async listTaxonomies() {
      const { rows } = await db.query('SELECT id, abbr, revision, name FROM taxonomies ORDER BY position');
      return { data: rows };
    },

    // The full list for every country: the spec's per-country exclusions (core, employer liability)
    // are rules the client applies, because it also shows them greyed out for restricted users.
    async listInsuranceClasses() {
      const classes = await insuranceClasses(db);
      return { data: [...classes].sort((a, b) => GROUP_ORDER[a.grouping] - GROUP_ORDER[b.grouping]) };
    },
  };
}
