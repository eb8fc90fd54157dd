/**
 * A report customisation section's content: the JSON string the contract carries in
 * `ReportSectionCustomization.customization` (openapi/openapi.yaml, `contentSchema`), typed by the
 * contract's own schemas. The one place that turns the string into content and back, for the widgets,
 * the portal and the API alike; the API also checks the content against the contract on every save.
 */
import type { Schema } from './contract';

export type CustomizationSection = Schema<'ReportCustomizationSection'>;
export type GroupId = Schema<'ReportGroupId'>;
export type ClassGroup = Schema<'ReportClassGroup'>;
export type ClassComment = Schema<'ReportClassComment'>;
/** The saved `hazard_index` section. */
export type HazardIndexCustomization = Schema<'HazardIndexCustomization'>;
export type ChecklistAnswer = Schema<'UnderwriterChecklistAnswer'>;
export type UnderwriterClass = Schema<'UnderwriterClass'>;
/** The saved `hazard_index_underwriter` section. */
export type UnderwriterCustomization = Schema<'UnderwriterCustomization'>;

/** The content each section's string holds. */
export interface SectionContent {
  hazard_index: HazardIndexCustomization;
  hazard_index_underwriter: UnderwriterCustomization;
}

/** A section as the contract carries it: its name and its content as a JSON string. */
export interface SectionCustomization {
  section: string;
  customization: string;
}

/**
 * The JSON value of a customisation string, or undefined when it is not JSON. Callers that need the
 * section's shape check it (the API, against the contract) or read content the API has checked.
 */
export function parseCustomizationJson(customization: string): unknown {
  try {
    return JSON.parse(customization) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a saved section's content, or null when the section is missing or its string is not a JSON
 * object. The API refuses content that breaks the contract's schema on save, so what it returns is
 * read as the section's type.
 */
export function parseSection<Section extends CustomizationSection>(
  customizations: readonly SectionCustomization[] | undefined,
  section: Section,
): SectionContent[Section] | null {
  const entry = customizations?.find((candidate) => candidate.section === section);
  if (!entry) return null;
  const parsed = parseCustomizationJson(entry.customization);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as SectionContent[Section]) : null;
}

/** The string a section's content is saved as. */
export function serializeSection<Section extends CustomizationSection>(_section: Section, content: SectionContent[Section]): string {
  return JSON.stringify(content);
}

/** The sections of a save, each with its content as a string, as the contract's `customizations` list carries them. */
export function serializeSections(sections: Partial<SectionContent>): { section: CustomizationSection; customization: string }[] {
  return (Object.keys(sections) as CustomizationSection[]).flatMap((section) => {
    const content = sections[section];
    return content === undefined ? [] : [{ section, customization: serializeSection(section, content) }];
  });
}
