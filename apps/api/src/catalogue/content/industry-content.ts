import type { ChecklistItemRow, EndorsementRow, ExposureRow, MaterialEquipmentRow } from '../../db/rows.js';
import { appliesTo } from './relevance.js';

/** The content lines that apply to one industry, in catalogue order (endorsements by type, then position). */
export interface IndustryContent {
  checklist: readonly ChecklistItemRow[];
  exposures: readonly ExposureRow[];
  materials: readonly string[];
  endorsements: readonly EndorsementRow[];
}

export interface ContentLibraries {
  checklistItems: readonly ChecklistItemRow[];
  exposures: readonly ExposureRow[];
  materialsEquipment: readonly MaterialEquipmentRow[];
  endorsements: readonly EndorsementRow[];
}

/** What relevance needs to know of an industry. */
export interface ContentSubject {
  id: number;
  division: string;
  /** The folded, space-padded name (IndustryRow.search_name). */
  searchName: string;
}

/** Industries whose content stays worked out at once; a day's research touches far fewer. */
const CACHED_INDUSTRIES = 5_000;

/**
 * Picks each industry's content out of the catalogue's libraries by their relevance rules, once per
 * industry per snapshot: the read paths then answer from memory with no query.
 */
export class ContentIndex {
  private readonly cache = new Map<number, IndustryContent>();
  private readonly endorsementsByType: readonly EndorsementRow[];

  constructor(private readonly libraries: ContentLibraries) {
    this.endorsementsByType = [...libraries.endorsements].sort((a, b) =>
      a.type_name < b.type_name ? -1 : a.type_name > b.type_name ? 1 : a.position - b.position,
    );
  }

  for(subject: ContentSubject): IndustryContent {
    const cached = this.cache.get(subject.id);
    if (cached) return cached;
    const applies = (row: { divisions: string[]; keywords: string[] }) => appliesTo(row, subject);
    const content: IndustryContent = {
      checklist: this.libraries.checklistItems.filter(applies),
      exposures: this.libraries.exposures.filter(applies),
      materials: this.libraries.materialsEquipment.filter(applies).map((row) => row.name),
      endorsements: this.endorsementsByType.filter(applies),
    };
    this.cache.set(subject.id, content);
    if (this.cache.size > CACHED_INDUSTRIES) this.cache.delete(this.cache.keys().next().value!);
    return content;
  }
}

/** The list items of an endorsement's HTML text, as plain text (the `items` a client lists beside it). */
export function endorsementItems(html: string): string[] {
  const items: string[] = [];
  for (const match of html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)) {
    const text = match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) items.push(text);
  }
  return items;
}
