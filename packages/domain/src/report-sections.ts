import type { CountryCode } from './countries';

/** The report's sections in document order (docs/product/reports.md#report-sections). */
export const REPORT_SECTION_KEYS = [
  'cover',
  'user-profile',
  'company-profile',
  'introduction-iprofilerisk',
  'about',
  'purpose',
  'under-insurance',
  'report-hazard-assessment',
  'insurable-gross-profit',
  'report-significant-exposures',
  'report-natural-catastrophe',
  'report-risk-checklist',
] as const;

export type ReportSectionKey = (typeof REPORT_SECTION_KEYS)[number];
export type ReportAppTheme = 'default' | 'natcat';

/** Who the report is for and what data it has: the inputs of every section rule. */
export interface ReportContext {
  country: CountryCode;
  underwriter: boolean;
  appTheme: ReportAppTheme;
  /** The industry has an indicative rate for the user's country. */
  hasRates: boolean;
  /** A business location is chosen (the NatCat section needs one). */
  hasBusinessLocation: boolean;
}

interface SectionDefinition {
  key: ReportSectionKey;
  /** Not given a number (cover and profile pages). */
  skipSequencing: boolean;
  /** Locked on: always, or only in one app theme. */
  required: boolean | ReportAppTheme;
  defaultChecked: boolean;
}

/** docs/product/reports.md#fixed-section-titles, verbatim; the profile title depends on the role. */
export const reportSectionTitles: Record<Exclude<ReportSectionKey, 'user-profile'>, string> & {
  adviserProfile: string;
  underwriterProfile: string;
} = {
  cover: 'Cover',
  adviserProfile: 'Meet Your Advisor',
  underwriterProfile: 'Underwriter Details',
  'company-profile': 'Company Information',
  'introduction-iprofilerisk': 'Introduction',
  about: 'About',
  purpose: 'Purpose',
  'under-insurance': 'Under Insurance',
  'report-hazard-assessment': 'Hazard Assessment',
  'insurable-gross-profit': 'Indicative Rate of Insurable Gross Profit',
  'report-significant-exposures': 'Significant Exposures',
  'report-natural-catastrophe': 'Nat Cat source',
  'report-risk-checklist': 'Risk Checklist',
};

export const reportSectionCopy = {
  natcatNeedsLocation: 'Select a business location to view the NatCat analysis.',
  emptyChecklist: 'no content',
} as const;

/**
 * The catalogue. Cover and the two profile pages are not numbered; the cover, the introduction and the
 * hazard assessment are always in; the NatCat section is required only in the NatCat app theme.
 */
const CATALOGUE: readonly SectionDefinition[] = [
  { key: 'cover', skipSequencing: true, required: true, defaultChecked: true },
  { key: 'user-profile', skipSequencing: true, required: false, defaultChecked: true },
  { key: 'company-profile', skipSequencing: true, required: false, defaultChecked: true },
  { key: 'introduction-iprofilerisk', skipSequencing: false, required: true, defaultChecked: true },
  { key: 'about', skipSequencing: false, required: false, defaultChecked: true },
  { key: 'purpose', skipSequencing: false, required: false, defaultChecked: true },
  { key: 'under-insurance', skipSequencing: false, required: false, defaultChecked: true },
  { key: 'report-hazard-assessment', skipSequencing: false, required: true, defaultChecked: true },
  { key: 'insurable-gross-profit', skipSequencing: false, required: false, defaultChecked: true },
  { key: 'report-significant-exposures', skipSequencing: false, required: false, defaultChecked: true },
  { key: 'report-natural-catastrophe', skipSequencing: false, required: 'natcat', defaultChecked: false },
  { key: 'report-risk-checklist', skipSequencing: false, required: false, defaultChecked: true },
];

export interface ReportSectionChild {
  id: number | string;
  label: string;
  checked: boolean;
}

export interface ReportSection {
  key: ReportSectionKey;
  title: string;
  checked: boolean;
  required: boolean;
  /** Shown but not selectable (the NatCat section without a business location). */
  disabled: boolean;
  skipSequencing: boolean;
  children: ReportSectionChild[];
}

/** Whether a section belongs in this user's report at all (docs/product/reports.md#section-visibility). */
export function reportSectionAvailable(key: ReportSectionKey, context: ReportContext): boolean {
  switch (key) {
    case 'company-profile':
    case 'report-risk-checklist':
      return !context.underwriter;
    case 'under-insurance':
      return !context.underwriter && context.country !== 'nz';
    case 'insurable-gross-profit':
      return context.hasRates && (context.country === 'au' || context.country === 'nz');
    default:
      return true;
  }
}

function sectionTitle(key: ReportSectionKey, underwriter: boolean): string {
  if (key === 'user-profile') return underwriter ? reportSectionTitles.underwriterProfile : reportSectionTitles.adviserProfile;
  return reportSectionTitles[key];
}

/**
 * The sections this user's report offers, with their defaults: required or default-checked sections
 * start checked, with every child. `children` lists the child items of the sections that have them
 * (hazard classes, NatCat profiles, checklist classes).
 */
export function defaultReportSections(
  context: ReportContext,
  children: Partial<Record<ReportSectionKey, readonly { id: number | string; label: string }[]>> = {},
): ReportSection[] {
  return CATALOGUE.filter((definition) => reportSectionAvailable(definition.key, context)).map((definition) => {
    const required = definition.required === true || definition.required === context.appTheme;
    const disabled = definition.key === 'report-natural-catastrophe' && !context.hasBusinessLocation;
    const checked = !disabled && (required || definition.defaultChecked);
    return {
      key: definition.key,
      title: sectionTitle(definition.key, context.underwriter),
      checked,
      required,
      disabled,
      skipSequencing: definition.skipSequencing,
      children: (children[definition.key] ?? []).map((child) => ({ id: child.id, label: child.label, checked })),
    };
  });
}

/**
 * Checks or unchecks a section: checking selects all its children, unchecking clears them. Required
 * and disabled sections do not change.
 */
export function setSectionChecked(sections: readonly ReportSection[], key: ReportSectionKey, checked: boolean): ReportSection[] {
  return sections.map((section) => {
    if (section.key !== key || section.disabled || (section.required && !checked)) return section;
    return { ...section, checked, children: section.children.map((child) => ({ ...child, checked })) };
  });
}

/**
 * Checks or unchecks one child. The section follows its children: checked while any child is, unchecked
 * when the last one is cleared (unless it is required).
 */
export function setSectionChildChecked(
  sections: readonly ReportSection[],
  key: ReportSectionKey,
  childId: number | string,
  checked: boolean,
): ReportSection[] {
  return sections.map((section) => {
    if (section.key !== key || section.disabled) return section;
    const children = section.children.map((child) => (child.id === childId ? { ...child, checked } : child));
    const anyChecked = children.some((child) => child.checked);
    return { ...section, children, checked: section.required || anyChecked };
  });
}

/** Whether a section appears in the document: only when its check flag is on (and it is enabled). */
export function sectionShown(section: Pick<ReportSection, 'checked' | 'disabled'>): boolean {
  return section.checked && !section.disabled;
}

/** The section numbers: checked sections not flagged skipSequencing, numbered 1, 2, 3… in order. */
export function numberReportSections(sections: readonly ReportSection[]): Map<ReportSectionKey, number> {
  const numbers = new Map<ReportSectionKey, number>();
  for (const section of sections) {
    if (sectionShown(section) && !section.skipSequencing) numbers.set(section.key, numbers.size + 1);
  }
  return numbers;
}

/** A section's heading with its number when it has one ("3. Purpose"). */
export function numberedTitle(section: Pick<ReportSection, 'key' | 'title'>, numbers: ReadonlyMap<ReportSectionKey, number>): string {
  const number = numbers.get(section.key);
  return number === undefined ? section.title : `${String(number)}. ${section.title}`;
}

/** The route names of the risk-report preview's `sections` parameter (docs/product/reports.md#risk-report-preview). */
const PREVIEW_SECTION_NAMES: Readonly<Record<string, ReportSectionKey>> = {
  'user-profile': 'user-profile',
  'company-profile': 'company-profile',
  about: 'about',
  purpose: 'purpose',
  'under-insurance': 'under-insurance',
  'hazard-index': 'report-hazard-assessment',
  exposures: 'report-significant-exposures',
  'risk-checklist': 'report-risk-checklist',
};

export interface PreviewSectionSelection {
  keys: Set<ReportSectionKey>;
  /** Child ids named per section (e.g. the checklist's categories); absent means all. */
  children: Partial<Record<ReportSectionKey, (number | string)[]>>;
}

/**
 * Reads the preview route's `sections`: a JSON object keyed by section name (a truthy value, or a list
 * or `{ children }` of child ids), or a comma list of names. Unknown names are ignored; null when
 * absent or unreadable, meaning the defaults.
 */
export function parsePreviewSections(value: string | null | undefined): PreviewSectionSelection | null {
  if (!value || !value.trim()) return null;
  const selection: PreviewSectionSelection = { keys: new Set(), children: {} };
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    for (const [name, entry] of Object.entries(parsed as Record<string, unknown>)) {
      const key = PREVIEW_SECTION_NAMES[name];
      if (!key || entry === false || entry === null || entry === undefined) continue;
      selection.keys.add(key);
      const list = Array.isArray(entry) ? entry : typeof entry === 'object' ? (entry as { children?: unknown }).children : undefined;
      if (Array.isArray(list))
        selection.children[key] = list.filter((id): id is number | string => typeof id === 'number' || typeof id === 'string');
    }
    return selection;
  }
  for (const name of trimmed.split(',')) {
    const key = PREVIEW_SECTION_NAMES[name.trim()];
    if (key) selection.keys.add(key);
  }
  return selection;
}

/**
 * Applies a preview selection: named sections checked (with only the named children when given),
 * the others unchecked; required sections stay in.
 */
export function applyPreviewSelection(sections: readonly ReportSection[], selection: PreviewSectionSelection | null): ReportSection[] {
  if (!selection) return [...sections];
  return sections.map((section) => {
    const named = selection.keys.has(section.key);
    const checked = !section.disabled && (section.required || named);
    const only = selection.children[section.key];
    return {
      ...section,
      checked,
      children: section.children.map((child) => ({
        ...child,
        checked: checked && (!only || only.some((id) => String(id) === String(child.id))),
      })),
    };
  });
}
