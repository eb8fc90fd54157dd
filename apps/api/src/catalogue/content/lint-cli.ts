/**
 * `npm run catalogue:lint [-- --all]` (--all: every industry's specificity too): builds the seed catalogue and prints the content lint (docs/catalogue.md, "Content lint").
 * `npm run catalogue:lint -- --show "Bakery" "Plumber"` prints instead every line each named industry is served.
 */
import { buildSeedCatalogue } from '../build.js';
import { formatReport, lintContent, readFitRules } from './lint.js';
import { showIndustries } from './show.js';

const { catalogue } = await buildSeedCatalogue();
const show = process.argv.indexOf('--show');
if (show >= 0) {
  for (const name of process.argv.slice(show + 1)) console.log(showIndustries(catalogue, name));
} else {
  const report = lintContent(catalogue, await readFitRules());
  console.log(formatReport(report, process.argv.includes('--all')));
  process.exitCode = report.findings.some((finding) => finding.level === 'error') ? 1 : 0;
}
