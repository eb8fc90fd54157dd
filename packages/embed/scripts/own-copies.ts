import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** What marks a module as the report builder's own copy (a distinct module id, so a distinct instance). */
const SUFFIX = '?report-builder-copy';

/** The report builder's own modules: the widgets' report folder and the two builders. */
const REPORT_BUILDER = /\/packages\/widgets\/src\/(report|TailoredReportBuilder|UnderwriterReportBuilder)\//;

/**
 * What the builder gets its own copy of: floating-ui; the widgets' rules (pure functions and copy);
 * and two context-free primitives it shares with one other widget each (the Modal with the hazard
 * index, SegmentTabs with the checklist). Never React/Preact, styled-components, SWR, or a primitive
 * holding a context (PortalContainer, Toast): every widget shares one instance of those.
 */
const COPIED = new RegExp(
  [
    String.raw`/node_modules/(@floating-ui/[^/]+|tabbable)/`,
    String.raw`/packages/widgets/src/rules/`,
    String.raw`/packages/widgets/src/primitives/(Modal/(index|Modal|Modal\.styles)|shared/SegmentTabs)\.tsx?$`,
  ].join('|'),
);

/**
 * Keeps the other widgets' sizes as they were when the report builder joined the runtime. Every other
 * widget loads floating-ui from the shared host chunk, and a module's chunk keeps every export any
 * chunk uses: the builder's "Move to…" menu (list navigation, roles, flip and shift) would add ~3.7 KB
 * gzip to every widget. Its own copies cost only the builder's all-in size. They hold no state shared
 * across widgets (each menu and dialog has its own floating context), so two instances behave the same.
 */
export function reportBuilderOwnCopies(): Plugin {
  return {
    name: 'risk-atlas:report-builder-own-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || (!importer.endsWith(SUFFIX) && !REPORT_BUILDER.test(importer))) return null;
      const resolved = await this.resolve(source, importer.replace(SUFFIX, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !COPIED.test(resolved.id)) return null;
      return `${resolved.id}${SUFFIX}`;
    },
    load(id) {
      return id.endsWith(SUFFIX) ? readFile(id.slice(0, -SUFFIX.length), 'utf8') : null;
    },
  };
}
