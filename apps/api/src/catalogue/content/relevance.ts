/**
 * Which industries a line of content (checklist question, exposure, endorsement, material) applies to:
 * every industry, industries of some ANZSIC divisions, or industries whose name has a word starting
 * with one of some keywords ("~bak,oven" matches "Bakery (baking on premises)"). Division OR keyword.
 */
export interface Relevance {
  divisions: string[];
  keywords: string[];
}

export class RelevanceError extends Error {}

export function parseRelevance(text: string): Relevance {
  const trimmed = text.trim();
  if (trimmed === '*') return { divisions: [], keywords: [] };
  const relevance: Relevance = { divisions: [], keywords: [] };
  for (const part of trimmed.split(/\s+/)) {
    if (part.startsWith('~')) {
      relevance.keywords.push(
        ...part
          .slice(1)
          .split(',')
          .map((keyword) => keyword.trim().toLowerCase())
          .filter(Boolean),
      );
    } else {
      relevance.divisions.push(
        ...part
          .split(',')
          .map((division) => division.trim().toUpperCase())
          .filter(Boolean),
      );
    }
  }
  if (relevance.divisions.some((division) => !/^[A-S]$/.test(division))) throw new RelevanceError(`bad division in "${text}"`);
  if (relevance.keywords.some((keyword) => !/^[a-z0-9]{3,}$/.test(keyword))) throw new RelevanceError(`bad keyword in "${text}"`);
  if (relevance.divisions.length === 0 && relevance.keywords.length === 0) throw new RelevanceError(`empty relevance "${text}"`);
  return relevance;
}

/** `searchName` is the catalogue's folded name (" bakery baking on premises "). */
export function appliesTo(relevance: Relevance, industry: { division: string; searchName: string }): boolean {
  if (relevance.divisions.length === 0 && relevance.keywords.length === 0) return true;
  return (
    relevance.divisions.includes(industry.division) || relevance.keywords.some((keyword) => industry.searchName.includes(` ${keyword}`))
  );
}
