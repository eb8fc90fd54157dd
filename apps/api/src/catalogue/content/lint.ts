/**
 * The content lint (`npm run catalogue:lint`, and a test in `npm test`): lines applied where their own words
 * cannot fit, duplicates and near-duplicates, hazard comments still on the old template, and each industry's
 * specificity with a floor. Rules and floor: docs/catalogue.md, "Content lint".
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../types.js';
import { parseRelevance, matchRank, formatRelevance, type Relevance } from './relevance.js';
import { linesOf, SAMPLE_INDUSTRIES, sampleFigures, specificityOf, subjectOf, type SampleFigures } from './specificity.js';

/** Mean specificity of all industries below which the lint fails: what the catalogue reached (docs/catalogue.md). */
export const SPECIFICITY_FLOOR = 0.1;
/** Word-set Jaccard at or above which two lines of one class read as the same line said twice. */
export const NEAR_DUPLICATE = 0.8;
/**
 * The sentences of the old one-template hazard comments. Reported as warnings while comments are being
 * rewritten trade by trade; an error once `TEMPLATE_IS_ERROR` is set.
 */
export const OLD_TEMPLATE = [
  'expect underwriters to ask detailed questions',
  'standard risk controls, good housekeeping and sums insured reviewed each year are expected',
  'This is a low hazard compared with other industries, though cover is still commonly arranged',
];
export const TEMPLATE_IS_ERROR = false;

/** A keyword rule: a line whose text has one of the phrases may apply only where `fits` applies. */
export interface FitRule {
  fits: Relevance;
  phrases: string[];
  where: string;
}

const FIT_RULES = fileURLToPath(new URL('../data/lint/fit-rules.txt', import.meta.url));

export async function readFitRules(): Promise<FitRule[]> {
  return parseFitRules({ name: 'fit-rules.txt', text: await readFile(FIT_RULES, 'utf8') });
}

export function parseFitRules(file: { name: string; text: string }): FitRule[] {
  const rules: FitRule[] = [];
  file.text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${file.name}:${index + 1}`;
    const parts = line.split(' | ');
    if (parts.length !== 2) throw new Error(`${where}: expected "relevance | phrase; phrase"`);
    const phrases = parts[1]!
      .split(';')
      .map((phrase) => phrase.trim().toLowerCase())
      .filter(Boolean);
    if (phrases.length === 0) throw new Error(`${where}: no phrases`);
    rules.push({ fits: parseRelevance(parts[0]!), phrases, where });
  });
  return rules;
}

export interface Finding {
  level: 'error' | 'warning';
  rule: 'misfit' | 'duplicate' | 'near-duplicate' | 'template' | 'floor';
  message: string;
}

export interface LintReport {
  findings: Finding[];
  industries: number;
  meanSpecificity: number;
  lowest: { name: string; specificity: number }[];
  /** Every industry's specificity, in catalogue order. */
  specificity: { name: string; specificity: number }[];
  /** The fixed sample's figures, where the catalogue has the sample's industries. */
  sample: SampleFigures | null;
  templateComments: number;
}

interface ContentLine {
  file: string;
  classId: number | null;
  text: string;
  relevance: Relevance;
}

function contentLines(catalogue: Catalogue): ContentLine[] {
  return [
    ...catalogue.exposures.map((row) => ({ file: 'exposures', classId: row.class_id, text: row.text, relevance: row })),
    ...catalogue.checklist_items.map((row) => ({ file: 'checklist', classId: row.class_id, text: row.title, relevance: row })),
    ...catalogue.materials_equipment.map((row) => ({ file: 'materials-equipment', classId: null, text: row.name, relevance: row })),
  ];
}

function hasPhrase(text: string, phrase: string): boolean {
  const folded = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  return folded.includes(` ${phrase.replace(/[^a-z0-9]+/g, ' ').trim()}`);
}

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2),
  );
}

function wordJaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

export function lintContent(catalogue: Catalogue, rules: readonly FitRule[], floor = SPECIFICITY_FLOOR): LintReport {
  const findings: Finding[] = [];
  const industries = catalogue.industries.filter((industry) => industry.alias_of === null);
  const subjects = industries.map((industry) => ({ industry, subject: subjectOf(catalogue, industry) }));
  const lines = contentLines(catalogue);

  // Misfits: a line's words name something (livestock, goods in transit) its relevance lets through where it cannot be.
  for (const line of lines) {
    for (const rule of rules) {
      const phrase = rule.phrases.find((candidate) => hasPhrase(line.text, candidate));
      if (!phrase) continue;
      const misfits = subjects.filter(({ subject }) => matchRank(line.relevance, subject) >= 0 && matchRank(rule.fits, subject) < 0);
      if (misfits.length === 0) continue;
      const examples = misfits
        .slice(0, 3)
        .map(({ industry }) => `${industry.name} (${industry.anzsic_class})`)
        .join(', ');
      findings.push({
        level: 'error',
        rule: 'misfit',
        message: `${line.file}: "${line.text}" [${formatRelevance(line.relevance)}] says "${phrase}" but applies to ${misfits.length} industries outside ${rule.where} [${formatRelevance(rule.fits)}], e.g. ${examples}`,
      });
    }
  }

  // Duplicates and near-duplicates within one file and class that some industry would be shown together.
  const together = (a: ContentLine, b: ContentLine) =>
    subjects.find(({ subject }) => matchRank(a.relevance, subject) >= 0 && matchRank(b.relevance, subject) >= 0)?.industry;
  const groups = new Map<string, ContentLine[]>();
  for (const line of lines) {
    const key = `${line.file}/${line.classId}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  for (const group of groups.values()) {
    const wordSets = group.map((line) => words(line.text));
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const a = group[i]!;
        const b = group[j]!;
        const same = a.text.toLowerCase() === b.text.toLowerCase();
        if (!same && wordJaccard(wordSets[i]!, wordSets[j]!) < NEAR_DUPLICATE) continue;
        const both = together(a, b);
        if (!both) continue;
        findings.push({
          level: 'error',
          rule: same ? 'duplicate' : 'near-duplicate',
          message: same
            ? `${a.file}: "${a.text}" is listed twice for ${both.name} (class ${a.classId ?? '-'})`
            : `${a.file}: "${a.text}" and "${b.text}" say nearly the same to ${both.name} (class ${a.classId ?? '-'})`,
        });
      }
    }
  }

  // Hazard comments still on the old template.
  let templateComments = 0;
  for (const industry of industries)
    for (const rating of industry.hazard) if (OLD_TEMPLATE.some((sentence) => rating.comment.includes(sentence))) templateComments += 1;
  if (templateComments > 0) {
    findings.push({
      level: TEMPLATE_IS_ERROR ? 'error' : 'warning',
      rule: 'template',
      message: `${templateComments} hazard comments still read the old one-template sentences`,
    });
  }

  // Specificity of every industry, the lowest twenty, and the floor.
  // Industries of one ANZSIC class whose names match the same content words get the same lines: work each profile out once.
  const allWords = [...new Set(lines.flatMap((line) => line.relevance.keywords.map((word) => word.replace(/^!/, ''))))];
  const byProfile = new Map<string, number>();
  const specificity = subjects.map(({ industry, subject }) => {
    const profile = `${industry.anzsic_class} ${allWords.filter((word) => subject.searchName.includes(` ${word}`)).join(',')}`;
    let value = byProfile.get(profile);
    if (value === undefined) {
      value = specificityOf(linesOf(catalogue, industry));
      byProfile.set(profile, value);
    }
    return { name: industry.name, specificity: value };
  });
  const meanSpecificity = specificity.reduce((sum, entry) => sum + entry.specificity, 0) / (specificity.length || 1);
  const lowest = [...specificity].sort((a, b) => a.specificity - b.specificity || a.name.localeCompare(b.name)).slice(0, 20);
  if (meanSpecificity < floor) {
    findings.push({ level: 'error', rule: 'floor', message: `mean specificity ${meanSpecificity.toFixed(3)} is under the floor ${floor}` });
  }
  const names = new Set(industries.map((industry) => industry.name));
  const sample = SAMPLE_INDUSTRIES.every((name) => names.has(name)) ? sampleFigures(catalogue) : null;
  return { findings, industries: industries.length, meanSpecificity, lowest, specificity, sample, templateComments };
}

/** The report as text; `all` lists every industry's specificity before the summary. */
export function formatReport(report: LintReport, all = false): string {
  const out: string[] = [];
  if (all) for (const entry of report.specificity) out.push(`${entry.specificity.toFixed(3)}  ${entry.name}`);
  for (const finding of report.findings) out.push(`${finding.level.toUpperCase()} [${finding.rule}] ${finding.message}`);
  out.push('', `Specificity over ${report.industries} industries: mean ${report.meanSpecificity.toFixed(3)} (floor ${SPECIFICITY_FLOOR})`);
  out.push('Lowest twenty:');
  for (const entry of report.lowest) out.push(`  ${entry.specificity.toFixed(3)}  ${entry.name}`);
  if (report.sample) {
    out.push(
      '',
      `Sample of ${report.sample.perIndustry.length}: exposures Jaccard ${report.sample.exposuresJaccard.toFixed(3)}, Key questions Jaccard ${report.sample.keyQuestionsJaccard.toFixed(3)}`,
    );
  }
  const errors = report.findings.filter((finding) => finding.level === 'error').length;
  const warnings = report.findings.length - errors;
  out.push(`${errors} errors, ${warnings} warnings`);
  return out.join('\n');
}
