import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  docCitations,
  headingAnchors,
  headingSlug,
  isCode,
  isExternal,
  isMarkdown,
  linkProblem,
  markdownLinks,
  outsideReferences,
  repositoryFiles,
} from './docs/links';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = repositoryFiles(root);
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** This suite and its helpers name the patterns they refuse, so they are the one place allowed to. */
const SELF = new Set(['tests/docs-links.test.ts', 'tests/docs/links.ts']);
const markdownFiles = files.filter(isMarkdown);
const codeFiles = files.filter((path) => isCode(path) && !SELF.has(path));

/** `problem` for each file of `paths` that has one, as `path: problem` lines (empty when all is well). */
function problemsOf(paths: string[], problemsIn: (path: string) => string[]): string[] {
  return paths.flatMap((path) => problemsIn(path).map((problem) => `${path}: ${problem}`));
}

describe('the repository explains itself', () => {
  it('keeps the README to at most 250 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('has product pages and finds them', () => {
    expect(markdownFiles).toContain('docs/product/README.md');
    expect(markdownFiles.filter((path) => path.startsWith('docs/product/')).length).toBeGreaterThan(5);
  });

  it('resolves every relative link of the README and the docs, anchors included', () => {
    const problems = problemsOf(markdownFiles, (path) =>
      markdownLinks(read(path))
        .filter((target) => !isExternal(target))
        .map((target) => linkProblem(root, path, target))
        .filter((problem): problem is string => problem !== null),
    );
    expect(problems).toEqual([]);
  });

  it('resolves every docs/….md#anchor that code cites', () => {
    const problems = problemsOf(codeFiles, (path) =>
      docCitations(read(path))
        .map((citation) => linkProblem(root, '.', citation))
        .filter((problem): problem is string => problem !== null),
    );
    expect(problems).toEqual([]);
  });

  it('cites no section of a specification and no file outside the repository, in code or docs', () => {
    expect(problemsOf([...markdownFiles, ...codeFiles], (path) => outsideReferences(read(path)))).toEqual([]);
  });
});

describe('the link checks themselves', () => {
  it('slugs headings as GitHub does', () => {
    expect(headingSlug('Tailoring a report')).toBe('tailoring-a-report');
    expect(headingSlug('Soak and crash durability (`npm run soak`)')).toBe('soak-and-crash-durability-npm-run-soak');
    expect(headingSlug('Why @dnd-kit and not react-sortable-hoc')).toBe('why-dnd-kit-and-not-react-sortable-hoc');
    expect(headingSlug('npm install, not npm ci')).toBe('npm-install-not-npm-ci');
    expect(headingSlug('The [hazard model](../hazard-model.md) & its `documents_assessments`')).toBe(
      'the-hazard-model--its-documents_assessments',
    );
    expect([...headingAnchors('# A\n## Quizzes\n```\n## Not a heading\n```\n### Quizzes\n')]).toEqual(['a', 'quizzes', 'quizzes-1']);
  });

  it('finds links outside code only, and citations in comments', () => {
    expect(markdownLinks('[a](docs/a.md#b) `[c](d.md)` [e]: f.md\n\n[g]: h.md "t"\n```\n[i](j.md)\n```\n')).toEqual([
      'docs/a.md#b',
      'h.md',
    ]);
    expect(docCitations('/** Rule (docs/product/reports.md#download); see also xdocs/a.md and docs/adr/ */')).toEqual([
      'docs/product/reports.md#download',
    ]);
  });

  it('refuses a missing file, a missing heading and a path out of the repository', () => {
    expect(linkProblem(root, 'README.md', 'docs/product/reports.md#download')).toBeNull();
    expect(linkProblem(root, 'docs/product/README.md', '../architecture.md#one-way-data-flow')).toBeNull();
    expect(linkProblem(root, 'README.md', 'docs/product/nowhere.md')).toMatch(/no such file/);
    expect(linkProblem(root, 'README.md', 'docs/product/reports.md#no-such-rule')).toMatch(/no heading/);
    expect(linkProblem(root, 'README.md', '../outside.md')).toMatch(/leaves the repository/);
  });

  it('refuses section signs and paths outside the repository', () => {
    expect(outsideReferences(`/** platform ${'\u00a7'}5 */`)).toHaveLength(1);
    expect(outsideReferences(`see ${['..', 'shared', 'spec'].join('/')}/platform.md`)).toHaveLength(1);
    expect(outsideReferences('see docs/product/reports.md#download')).toEqual([]);
  });
});
