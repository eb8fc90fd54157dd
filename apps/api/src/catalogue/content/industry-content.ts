import type { ChecklistItemRow, EndorsementRow, ExposureRow, MaterialEquipmentRow } from '../../db/rows.js';
import { matchRank, RANK, TRADE_RANK, type Relevance } from './relevance.js';

/**
 * The content lines that apply to one industry, the most specific first (ANZSIC class, group, subdivision or
 * name word before division-wide and everyone's lines), then in catalogue order; endorsements by type first.
 */
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
  /** The 4-digit ANZSIC class. */
  anzsicClass: string;
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
    const content: IndustryContent = {
      checklist: genericGivesWay(this.libraries.checklistItems, subject, (row) => (row.type === 'Key' ? row.class_id : null)),
      exposures: genericGivesWay(this.libraries.exposures, subject, (row) => row.class_id),
      materials: specificFirst(this.libraries.materialsEquipment, subject).map((row) => row.name),
      endorsements: specificFirst(this.endorsementsByType, subject, (row) => row.type_name),
    };
    this.cache.set(subject.id, content);
    if (this.cache.size > CACHED_INDUSTRIES) this.cache.delete(this.cache.keys().next().value!);
    return content;
  }
}

/**
 * Where an industry has at least this many lines naming its own trade for a class, that class's lines for
 * everyone give way: they stay in the class's general information (docs/catalogue.md, "Specificity").
 */
export const TRADE_LINES_ENOUGH = 4;

/** `specificFirst`, then drops everyone's lines of each class (`classOf`; null: never dropped) the trade covers. */
export function genericGivesWay<Row extends Relevance>(
  rows: readonly Row[],
  subject: ContentSubject,
  classOf: (row: Row) => number | null,
): Row[] {
  const ranked = specificFirst(rows, subject).map((row) => ({ row, rank: matchRank(row, subject), group: classOf(row) }));
  const tradeLines = new Map<number, number>();
  for (const { rank, group } of ranked) if (group !== null && rank >= TRADE_RANK) tradeLines.set(group, (tradeLines.get(group) ?? 0) + 1);
  return ranked
    .filter(({ rank, group }) => group === null || rank !== RANK.everyone || (tradeLines.get(group) ?? 0) < TRADE_LINES_ENOUGH)
    .map(({ row }) => row);
}

/** The rows that apply to the subject, by rank (highest first) within each group, stable otherwise. */
export function specificFirst<Row extends Relevance>(rows: readonly Row[], subject: ContentSubject, groupOf?: (row: Row) => string): Row[] {
  const ranked: { row: Row; rank: number; index: number }[] = [];
  rows.forEach((row, index) => {
    const rank = matchRank(row, subject);
    if (rank >= 0) ranked.push({ row, rank, index });
  });
  ranked.sort((a, b) => {
    if (groupOf) {
      const groupA = groupOf(a.row);
      const groupB = groupOf(b.row);
      if (groupA !== groupB) return groupA < groupB ? -1 : 1;
    }
    return b.rank - a.rank || a.index - b.index;
  });
  return ranked.map((entry) => entry.row);
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
