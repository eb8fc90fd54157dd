/**
 * `npm run bench [-- section ...]`: runs the benchmark sections (all by default), prints each one's table
 * and merges its figures into bench/results.json. Figures, not pass/fail: compare runs on one machine.
 */
import { recordSection, type BenchSection } from './results.js';
import { apiThroughput } from './sections/api-throughput.js';
import { bundles } from './sections/bundles.js';
import { embed } from './sections/embed.js';
import { lighthouseSection } from './sections/lighthouse.js';
import { natcat } from './sections/natcat.js';
import { pdf } from './sections/pdf.js';
import { search } from './sections/search.js';
import { specificity } from './sections/specificity.js';
import { startup } from './sections/startup.js';

const sections: BenchSection[] = [apiThroughput, startup, search, bundles, embed, lighthouseSection, natcat, pdf, specificity];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !sections.some((section) => section.name === name));
if (unknown.length > 0) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Sections: ${sections.map((section) => section.name).join(', ')}.`);
  process.exit(2);
}
for (const section of sections) {
  if (wanted.length > 0 && !wanted.includes(section.name)) continue;
  console.log(`\n=== ${section.name}`);
  await recordSection(section.name, await section.run());
}
console.log('\nWritten to bench/results.json');
