import type { Handlers } from '../contract/handlers.js';
import type { ServerContext } from '../context.js';
import { notFound } from '../errors.js';

export function classificationHandlers({ catalogue }: ServerContext): Handlers {
  return {
    /** One level of a taxonomy: child nodes, or at the lowest level the industries carrying that code. */
    async getClassificationLevel(request) {
      await request.caller();
      const snapshot = catalogue.current();
      const { abbr, revision } = request.params;
      const { code } = request.query;
      const taxonomy = snapshot.taxonomyByRoute(abbr, revision);
      if (!taxonomy) throw notFound(`There is no classification ${abbr}/${revision}.`);
      const meta = { structure: taxonomy.structure };

      if (code !== undefined && !snapshot.hasClassificationNode(taxonomy.id, code)) {
        throw notFound(`There is no code ${code} in ${abbr}/${revision}.`);
      }
      const children = snapshot.classificationChildren(taxonomy.id, code ?? null);
      if (children.length > 0 || code === undefined) {
        if (children.length === 0) throw notFound(`The classification ${abbr}/${revision} cannot be browsed.`);
        return {
          data: children.map((node) => ({ code: node.code, name: node.name, level: node.level, leaf: false, industry_id: null })),
          meta,
        };
      }
      return {
        data: snapshot.industriesWithCode(taxonomy.id, code).map((industry) => ({
          code,
          name: industry.name,
          level: 'Industry',
          leaf: true,
          industry_id: industry.id,
        })),
        meta,
      };
    },
  };
}
