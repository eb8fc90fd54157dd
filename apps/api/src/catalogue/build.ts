/**
 * Builds the seeded catalogue, deterministically, from the ANZSIC data files and the domain models.
 * The same JSON shape is what `npm run catalogue:import` accepts, so the seed and real data share one loader.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { hasMarket, indicativeRates, quizCountries } from './commercial-model.js';
import { buildContent, readContentFiles, tradeDriversFor, type ContentFile } from './content/build-content.js';
import { rateIndustry } from './hazard-model.js';
import { INSURANCE_CLASSES } from './insurance-classes.js';
import { parseAnzsicFiles, type ParsedAnzsic } from './parse.js';
import { searchName } from './load.js';
import { REPORT_THEMES } from './report-themes.js';
import { TAXONOMY, type Catalogue, type CatalogueIndustry } from './types.js';

const DATA_DIR = fileURLToPath(new URL('./data/anzsic/', import.meta.url));
/** Bump when a model changes the generated figures, so existing databases are reseeded. */
const MODEL_VERSION = 'model-2';
const FIRST_INDUSTRY_ID = 10001;

export async function readAnzsicFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(DATA_DIR)).filter((name) => name.endsWith('.txt')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(DATA_DIR + name, 'utf8') })));
}

/** A fingerprint of everything the seed is built from; equal fingerprints mean an identical catalogue. */
export function seedVersion(files: SeedFiles): string {
  const hash = createHash('sha256').update(MODEL_VERSION);
  for (const file of [...files.anzsic, ...files.content]) hash.update(file.name).update('\0').update(file.text);
  return `seed-${hash.digest('hex').slice(0, 16)}`;
}

export interface SeedFiles {
  anzsic: { name: string; text: string }[];
  content: ContentFile[];
}

export async function readSeedFiles(): Promise<SeedFiles> {
  const [anzsic, content] = await Promise.all([readAnzsicFiles(), readContentFiles()]);
  return { anzsic, content };
}

export function buildCatalogue(parsed: ParsedAnzsic, version: string, content: ContentFile[] = []): Catalogue {
  const divisionOf = new Map<string, string>();
  for (const node of parsed.nodes) {
    if (node.level === 'Division') divisionOf.set(node.code, node.code);
    else divisionOf.set(node.code, divisionOf.get(node.parentCode!)!);
  }
  const classIdBySlug = new Map(INSURANCE_CLASSES.map((insuranceClass) => [insuranceClass.slug, insuranceClass.id]));
  const driversOf = tradeDriversFor(content, classIdBySlug);
  const sicNodes = new Map<string, string>();
  const industries: CatalogueIndustry[] = [];
  let nextId = FIRST_INDUSTRY_ID;
  let nextQuizId = 1;

  for (const anzsicClass of parsed.classes) {
    sicNodes.set(anzsicClass.sic.code, sicNodes.get(anzsicClass.sic.code) ?? anzsicClass.sic.name);
    const division = divisionOf.get(anzsicClass.code)!;
    const subdivision = anzsicClass.code.slice(0, 2);
    const idsByName = new Map<string, number>();
    anzsicClass.industries.forEach((name, index) => {
      const id = nextId++;
      idsByName.set(name, id);
      industries.push({
        id,
        name,
        anzsic_class: anzsicClass.code,
        alias_of: null,
        codes: {
          [TAXONOMY.provider]: `${anzsicClass.code}${String(index + 1).padStart(3, '0')}`,
          [TAXONOMY.anzsic]: anzsicClass.code,
          [TAXONOMY.uksic]: anzsicClass.sic.code,
        },
        has_market: hasMarket(name),
        // The first industries of every class form the trial sample, so a trial user sees every class.
        trial: index < 2,
        quizzes: quizCountries(name).map((country) => ({ quiz_id: nextQuizId++, country })),
        indicative_rates: indicativeRates(name, division),
        hazard: rateIndustry(
          { name, division, subdivision },
          driversOf({ division, anzsicClass: anzsicClass.code, searchName: searchName(name) }),
        ).map((rating) => ({
          class_id: rating.classId,
          rating: rating.rating,
          comment: rating.comment,
        })),
      });
    });
    for (const alias of anzsicClass.aliases) {
      industries.push({
        id: nextId++,
        name: alias.name,
        anzsic_class: anzsicClass.code,
        alias_of: idsByName.get(alias.target)!,
        codes: {},
        has_market: false,
        trial: false,
        quizzes: [],
        indicative_rates: [],
        hazard: [],
      });
    }
  }

  return {
    version,
    source: 'Risk Atlas seed: ANZSIC 2006 data files and the indicative hazard model',
    taxonomies: [
      { id: TAXONOMY.provider, abbr: 'RA', revision: '1', name: 'Risk Atlas Industry Code', structure: 'Industry' },
      {
        id: TAXONOMY.anzsic,
        abbr: 'ANZSIC',
        revision: '2006',
        name: 'ANZSIC 2006',
        structure: 'Division,Subdivision,Group,Class,Industry',
      },
      { id: TAXONOMY.uksic, abbr: 'UKSIC', revision: '2007', name: 'UK SIC 2007', structure: 'Subclass,Industry' },
    ],
    classifications: [
      ...parsed.nodes.map((node) => ({
        taxonomy_id: TAXONOMY.anzsic,
        code: node.code,
        name: node.name,
        level: node.level,
        parent_code: node.parentCode,
      })),
      ...[...sicNodes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, name]) => ({
          taxonomy_id: TAXONOMY.uksic,
          code,
          name,
          level: 'Subclass',
          parent_code: null,
        })),
    ],
    insurance_classes: INSURANCE_CLASSES.map((insuranceClass) => ({
      id: insuranceClass.id,
      name: insuranceClass.name,
      slug: insuranceClass.slug,
      fallback_id: insuranceClass.fallbackId,
      grouping: insuranceClass.grouping,
      personal: insuranceClass.personal,
      includes: insuranceClass.includes,
    })),
    report_themes: [...REPORT_THEMES],
    industries,
    ...buildContent(content, classIdBySlug),
  };
}

export async function buildSeedCatalogue(): Promise<{ catalogue: Catalogue; warnings: string[] }> {
  const files = await readSeedFiles();
  const parsed = parseAnzsicFiles(files.anzsic);
  return { catalogue: buildCatalogue(parsed, seedVersion(files), files.content), warnings: parsed.warnings };
}
