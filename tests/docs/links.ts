import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

/** Folders that hold no source of ours: dependencies, build output, caches, local data. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.turbo',
  '.data',
  'coverage',
  'storybook-static',
  '.stryker-tmp',
  'reports',
  '.output',
  '.vitest-reports',
  'test-results',
]);

/** Text files whose comments and prose may cite the docs. `.ci/run` has no extension. */
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.yaml', '.yml', '.json', '.sh']);
const EXTENSIONLESS_SCRIPTS = new Set(['.ci/run']);

/** Generated or vendored files that are not ours to word (the lockfile lists other projects' names). */
const SKIPPED_FILES = new Set(['package-lock.json']);

/** Every file of the repository under `root`, as paths relative to it with `/` separators. */
export function repositoryFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(folder, entry.name));
      } else if (entry.isFile()) {
        found.push(relative(root, join(folder, entry.name)).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

export function isMarkdown(path: string): boolean {
  return extname(path) === '.md';
}

export function isCode(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  return !SKIPPED_FILES.has(name) && (CODE_EXTENSIONS.has(extname(path)) || EXTENSIONLESS_SCRIPTS.has(path));
}

/** Markdown without its fenced code blocks and inline code, where neither headings nor links count. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/**
 * The anchor GitHub gives a heading: its text without markup, lower-cased, every character that is not
 * a letter, a digit, a space, a hyphen or an underscore dropped, and spaces turned into hyphens.
 */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`~]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown document, numbered as GitHub numbers repeated headings (`-1`, `-2`, ...). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = headingSlug(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The link targets of a Markdown document: inline links and reference definitions, outside code. */
export function markdownLinks(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1] ?? '');
  return [...inline, ...references];
}

/** Whether a link leaves the repository's files for the web or another scheme. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** The `docs/….md` and `docs/….md#anchor` citations in a code file's text. */
export function docCitations(code: string): string[] {
  return [...code.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g)].map((match) => match[0]);
}

/**
 * What is wrong with `target` as a link from the file `from` (both relative to `root`), or null when it
 * resolves: the file must exist inside the repository, and its `#fragment` must name a heading of it.
 */
export function linkProblem(root: string, from: string, target: string): string | null {
  const [pathPart = '', fragment] = target.split('#', 2);
  const decoded = decodeURIComponent(pathPart);
  const absolute =
    decoded === '' ? resolve(root, from) : decoded.startsWith('/') ? resolve(root, `.${decoded}`) : resolve(root, dirname(from), decoded);
  const inside = relative(root, absolute);
  if (inside.startsWith('..') || resolve(root, inside) !== absolute) return `${target}: leaves the repository`;
  if (!existsSync(absolute)) return `${target}: no such file`;
  if (fragment === undefined || fragment === '') return null;
  if (statSync(absolute).isDirectory() || !isMarkdown(absolute)) return `${target}: an anchor on a file that is not Markdown`;
  return headingAnchors(readFileSync(absolute, 'utf8')).has(fragment) ? null : `${target}: no heading #${fragment}`;
}

/**
 * References a newcomer cannot follow: "§" citations of a specification, and paths to files outside the
 * repository (the shared specification and design folders, the machine's work folders). The patterns
 * are built from parts so that this module does not match itself.
 */
const OUTSIDE_REFERENCES: { pattern: RegExp; what: string }[] = [
  { pattern: new RegExp('\u00a7'), what: 'a section-sign citation' },
  { pattern: new RegExp(['DESIGN', 'md'].join('\\.')), what: 'the design file outside the repository' },
  { pattern: new RegExp(['\\.\\.', 'shared', '(?:spec|reference|DESIGN)'].join('/')), what: 'a path into the shared folder' },
  { pattern: new RegExp(['', 'work', '(?:shared|main|notes|wt-)'].join('/')), what: 'a path on the development machine' },
  { pattern: new RegExp(['reports-natcat', 'learning'].join('-')), what: 'a specification document outside the repository' },
  { pattern: new RegExp(['(?:platform|reports)', 'spec\\b'].join(' '), 'i'), what: 'a specification document outside the repository' },
];

/** Each reference to something outside the repository in `text`, as `line: what`. */
export function outsideReferences(text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, what } of OUTSIDE_REFERENCES) {
      if (pattern.test(line)) problems.push(`${index + 1}: ${what}`);
    }
  });
  return problems;
}
