/**
 * `npm run catalogue:lint -- --show "Bakery"`: every line an industry is served (exposures, Key questions,
 * materials, hazard comments), for reading as its client would (docs/catalogue.md, "Hand check").
 */
import type { Catalogue } from '../types.js';
import { ContentIndex } from './industry-content.js';
import { matchRank, TRADE_RANK } from './relevance.js';
import { subjectOf } from './specificity.js';

/** The industries whose name is `name`, or else whose names start with it (case-insensitive), each with its lines by insurance class. */
export function showIndustries(catalogue: Catalogue, name: string): string {
  const wanted = name.toLowerCase();
  const named = catalogue.industries.filter((industry) => industry.alias_of === null && industry.name.toLowerCase().startsWith(wanted));
  const exact = named.filter((industry) => industry.name.toLowerCase() === wanted);
  const industries = exact.length > 0 ? exact : named;
  if (industries.length === 0) return `No industry's name starts with "${name}"`;
  const index = new ContentIndex({
    checklistItems: catalogue.checklist_items,
    exposures: catalogue.exposures,
    materialsEquipment: catalogue.materials_equipment,
    endorsements: catalogue.endorsements.map((row, position) => ({ ...row, position })),
  });
  const className = new Map(catalogue.insurance_classes.map((row) => [row.id, row.name]));
  const out: string[] = [];
  for (const industry of industries.slice(0, 5)) {
    const subject = subjectOf(catalogue, industry);
    const content = index.for(subject);
    const mark = (row: Parameters<typeof matchRank>[0]) => (matchRank(row, subject) >= TRADE_RANK ? '*' : ' ');
    out.push(`== ${industry.name} (${industry.anzsic_class}, division ${subject.division}); * names the trade`);
    for (const rating of industry.hazard) {
      out.push(``, `-- ${className.get(rating.class_id) ?? rating.class_id}: rating ${rating.rating}`, `   hazard: ${rating.comment}`);
      for (const row of content.exposures.filter((line) => line.class_id === rating.class_id)) out.push(`  ${mark(row)}E ${row.text}`);
      for (const row of content.checklist.filter((line) => line.class_id === rating.class_id && line.type === 'Key'))
        out.push(`  ${mark(row)}K ${row.title}`);
    }
    out.push('', '-- materials and equipment');
    for (const name of new Set(content.materials)) {
      const trade = catalogue.materials_equipment.some((row) => row.name === name && matchRank(row, subject) >= TRADE_RANK);
      out.push(`  ${trade ? '*' : ' '}M ${name}`);
    }
    out.push('');
  }
  if (industries.length > 5) out.push(`(${industries.length - 5} more industries start with "${name}")`);
  return out.join('\n');
}
