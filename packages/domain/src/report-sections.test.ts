import { describe, expect, it } from 'vitest';
import {
  applyPreviewSelection,
  defaultReportSections,
  numberedTitle,
  numberReportSections,
  parsePreviewSections,
  reportSectionAvailable,
  setSectionChecked,
  setSectionChildChecked,
  type ReportContext,
  type ReportSection,
} from './report-sections';

const auAdviser: ReportContext = { country: 'au', underwriter: false, appTheme: 'default', hasRates: true, hasBusinessLocation: true };
const classes = [
  { id: 1, label: 'Property' },
  { id: 2, label: 'Cyber' },
];
const keys = (sections: readonly ReportSection[]) => sections.map((section) => section.key);
const find = (sections: readonly ReportSection[], key: ReportSection['key']) => sections.find((section) => section.key === key)!;

describe('defaultReportSections', () => {
  it('offers every section to an Australian adviser with rates, in document order', () => {
    expect(keys(defaultReportSections(auAdviser))).toEqual([
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
    ]);
  });

  it('starts required and default-checked sections checked, with all their children', () => {
    const sections = defaultReportSections(auAdviser, { 'report-hazard-assessment': classes });
    expect(find(sections, 'cover')).toMatchObject({ checked: true, required: true });
    expect(find(sections, 'about')).toMatchObject({ checked: true, required: false });
    expect(find(sections, 'report-hazard-assessment').children.every((child) => child.checked)).toBe(true);
  });

  it('leaves the NatCat section unchecked in the default theme and requires it in the NatCat theme', () => {
    expect(find(defaultReportSections(auAdviser), 'report-natural-catastrophe')).toMatchObject({ checked: false, required: false });
    expect(find(defaultReportSections({ ...auAdviser, appTheme: 'natcat' }), 'report-natural-catastrophe')).toMatchObject({
      checked: true,
      required: true,
    });
  });

  it('disables the NatCat section without a business location, even where it is required', () => {
    const section = find(
      defaultReportSections({ ...auAdviser, appTheme: 'natcat', hasBusinessLocation: false }),
      'report-natural-catastrophe',
    );
    expect(section).toMatchObject({ disabled: true, checked: false });
  });

  it('titles the profile "Meet Your Advisor" for advisers and "Underwriter Details" for underwriters', () => {
    expect(find(defaultReportSections(auAdviser), 'user-profile').title).toBe('Meet Your Advisor');
    expect(find(defaultReportSections({ ...auAdviser, underwriter: true }), 'user-profile').title).toBe('Underwriter Details');
  });
});

describe('reportSectionAvailable', () => {
  it('hides Under Insurance for New Zealand users and for underwriters', () => {
    expect(reportSectionAvailable('under-insurance', auAdviser)).toBe(true);
    expect(reportSectionAvailable('under-insurance', { ...auAdviser, country: 'nz' })).toBe(false);
    expect(reportSectionAvailable('under-insurance', { ...auAdviser, underwriter: true })).toBe(false);
  });

  it('hides the Indicative Rate while the industry has no rates, and outside au and nz', () => {
    expect(reportSectionAvailable('insurable-gross-profit', { ...auAdviser, hasRates: false })).toBe(false);
    expect(reportSectionAvailable('insurable-gross-profit', { ...auAdviser, country: 'nz' })).toBe(true);
    expect(reportSectionAvailable('insurable-gross-profit', { ...auAdviser, country: 'gb' })).toBe(false);
  });

  it('leaves company profile, Under Insurance and Risk Checklist out of the underwriter report', () => {
    const sections = keys(defaultReportSections({ ...auAdviser, underwriter: true }));
    expect(sections).not.toContain('company-profile');
    expect(sections).not.toContain('under-insurance');
    expect(sections).not.toContain('report-risk-checklist');
    expect(sections).toContain('user-profile');
  });
});

describe('section check rules', () => {
  const start = defaultReportSections(auAdviser, { 'report-hazard-assessment': classes, 'report-risk-checklist': classes });

  it('unchecking a group clears its children; checking it again selects them all', () => {
    const cleared = setSectionChecked(start, 'report-risk-checklist', false);
    expect(find(cleared, 'report-risk-checklist')).toMatchObject({ checked: false, children: [{ checked: false }, { checked: false }] });
    const partial = setSectionChildChecked(cleared, 'report-risk-checklist', 2, true);
    const again = setSectionChecked(partial, 'report-risk-checklist', true);
    expect(find(again, 'report-risk-checklist').children.map((child) => child.checked)).toEqual([true, true]);
  });

  it('keeps required sections checked', () => {
    const after = setSectionChecked(start, 'report-hazard-assessment', false);
    expect(find(after, 'report-hazard-assessment').checked).toBe(true);
  });

  it('cannot check a disabled section', () => {
    const noLocation = defaultReportSections({ ...auAdviser, hasBusinessLocation: false });
    expect(find(setSectionChecked(noLocation, 'report-natural-catastrophe', true), 'report-natural-catastrophe').checked).toBe(false);
  });

  it('checks a section with its first child and unchecks it with its last', () => {
    const cleared = setSectionChecked(start, 'report-risk-checklist', false);
    const one = setSectionChildChecked(cleared, 'report-risk-checklist', 1, true);
    expect(find(one, 'report-risk-checklist').checked).toBe(true);
    const none = setSectionChildChecked(one, 'report-risk-checklist', 1, false);
    expect(find(none, 'report-risk-checklist').checked).toBe(false);
  });

  it('keeps a required section checked when its last child is cleared', () => {
    let sections = setSectionChildChecked(start, 'report-hazard-assessment', 1, false);
    sections = setSectionChildChecked(sections, 'report-hazard-assessment', 2, false);
    expect(find(sections, 'report-hazard-assessment').checked).toBe(true);
  });
});

describe('numberReportSections', () => {
  it('numbers checked sections in order, skipping the cover and profile pages', () => {
    const numbers = numberReportSections(defaultReportSections(auAdviser));
    expect(numbers.get('cover')).toBeUndefined();
    expect(numbers.get('user-profile')).toBeUndefined();
    expect(numbers.get('introduction-iprofilerisk')).toBe(1);
    expect(numbers.get('about')).toBe(2);
    expect(numbers.get('report-risk-checklist')).toBe(8);
  });

  it('renumbers the later sections when one is unchecked', () => {
    const sections = setSectionChecked(defaultReportSections(auAdviser), 'about', false);
    const numbers = numberReportSections(sections);
    expect(numbers.get('about')).toBeUndefined();
    expect(numbers.get('purpose')).toBe(2);
    expect(numberedTitle(find(sections, 'purpose'), numbers)).toBe('2. Purpose');
    expect(numberedTitle(find(sections, 'user-profile'), numbers)).toBe('Meet Your Advisor');
  });

  it('does not number a disabled section', () => {
    const sections = defaultReportSections({ ...auAdviser, appTheme: 'natcat', hasBusinessLocation: false });
    expect(numberReportSections(sections).has('report-natural-catastrophe')).toBe(false);
  });
});

describe('parsePreviewSections', () => {
  it('reads a comma list of route names', () => {
    const selection = parsePreviewSections('about, hazard-index,exposures,unknown');
    expect([...selection!.keys]).toEqual(['about', 'report-hazard-assessment', 'report-significant-exposures']);
  });

  it('reads a JSON object with children lists', () => {
    const selection = parsePreviewSections(JSON.stringify({ purpose: true, 'risk-checklist': { children: [3, 'x'] }, about: false }));
    expect([...selection!.keys]).toEqual(['purpose', 'report-risk-checklist']);
    expect(selection!.children['report-risk-checklist']).toEqual([3, 'x']);
  });

  it('answers null for absent or unreadable values', () => {
    expect(parsePreviewSections(null)).toBeNull();
    expect(parsePreviewSections('  ')).toBeNull();
    expect(parsePreviewSections('{not json')).toBeNull();
  });

  it('applies a selection: named sections and required ones in, the rest out, children filtered', () => {
    const sections = defaultReportSections(auAdviser, { 'report-risk-checklist': classes });
    const applied = applyPreviewSelection(sections, parsePreviewSections('{"risk-checklist":[2]}'));
    expect(applied.filter((section) => section.checked).map((section) => section.key)).toEqual([
      'cover',
      'introduction-iprofilerisk',
      'report-hazard-assessment',
      'report-risk-checklist',
    ]);
    expect(find(applied, 'report-risk-checklist').children.map((child) => child.checked)).toEqual([false, true]);
  });
});
