/**
 * docs/deploy.md's configuration table, made from `VARIABLES` so the two cannot drift apart (a test
 * compares them). After changing a variable: `npx tsx apps/api/src/config-table.ts --write`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, VARIABLES } from './config.js';

export const DEPLOY_DOC = `${REPO_ROOT}docs/deploy.md`;
const START = '<!-- configuration table: generated from apps/api/src/config.ts -->';
const END = '<!-- end of configuration table -->';

interface Described {
  default?: string | number | boolean | readonly string[];
  desc?: string;
  choices?: readonly unknown[];
}

function shownDefault(spec: Described): string {
  const value = spec.default;
  if (value === undefined) return 'unset';
  if (Array.isArray(value)) return value.length === 0 ? 'unset' : `\`${value.join(',')}\``;
  return `\`${String(value)}\``;
}

export function configurationTable(): string {
  const rows = Object.entries(VARIABLES as Record<string, Described>).map(([name, spec]) => {
    const choices = spec.choices ? ` (${spec.choices.map((choice) => `\`${String(choice)}\``).join(', ')})` : '';
    return `| \`${name}\` | ${shownDefault(spec)} | ${spec.desc ?? ''}${choices} |`;
  });
  return [START, '| Variable | Default | Meaning |', '|---|---|---|', ...rows, END].join('\n');
}

/** The table as docs/deploy.md holds it now (null when the markers are missing). */
export function documentedTable(markdown: string): string | null {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  return start < 0 || end < start ? null : markdown.slice(start, end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  const markdown = await readFile(DEPLOY_DOC, 'utf8');
  const current = documentedTable(markdown);
  if (current === null) throw new Error(`${DEPLOY_DOC} has no configuration table markers`);
  await writeFile(DEPLOY_DOC, markdown.replace(current, configurationTable()));
  console.log(`Wrote the configuration table of ${DEPLOY_DOC}`);
}
