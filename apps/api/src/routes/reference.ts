import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';

const GROUP_ORDER = { commercial: 0, personal: 1, core: 2 } as const;

export function referenceHandlers({ catalogue }: ServerContext): Handlers {
  return {
    async listTaxonomies() {
      return { data: catalogue.current().taxonomies.map(({ id, abbr, revision, name }) => ({ id, abbr, revision, name })) };
    },

    // The full list for every country: the per-country exclusions (docs/product/hazard-index.md) (core, employer liability)
    // are rules the client applies, because it also shows them greyed out for restricted users.
    async listInsuranceClasses() {
      const classes = [...catalogue.current().insuranceClasses].sort((a, b) => GROUP_ORDER[a.grouping] - GROUP_ORDER[b.grouping]);
      return {
        data: classes.map(({ id, name, slug, fallback_id, grouping, personal, includes }) => ({
          id,
          name,
          slug,
          fallback_id,
          grouping,
          personal,
          includes,
        })),
      };
    },
  };
}
