/** `npm run catalogue:lint [-- --all]` (--all: every industry's specificity too): builds the seed catalogue and prints the content lint (docs/catalogue.md, "Content lint"). */
import { buildSeedCatalogue } from '../build.js';
import { formatReport, lintContent, readFitRules } from './lint.js';

const { catalogue } = await buildSeedCatalogue();
const report = lintContent(catalogue, await readFitRules());
console.log(formatReport(report, process.argv.includes('--all')));
process.exitCode = report.findings.some((finding) => finding.level === 'error') ? 1 : 0;
