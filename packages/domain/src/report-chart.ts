import { REPORT_GROUPS, type ClassGroup, type GroupId } from './report-customization';

/** docs/product/reports.md#charts: the hazard chart shows up to 16 classes, divided into at most 3 groups. */
export const HAZARD_CHART_MAX_CLASSES = 16;
export const HAZARD_CHART_MAX_GROUPS = 3;

/** One group of the grouped hazard chart: its label and the classes' entries, in the group's order. */
export interface HazardChartGroup<T> {
  id: GroupId;
  title: string;
  entries: T[];
}

/**
 * The groups the tailored report's grouped hazard chart draws (docs/product/reports.md#charts): the report's groups in
 * their fixed order (recommended, currently insured, not currently insured) with their labels (docs/product/reports.md), each
 * with the classes it holds that have a hazard entry, in the group's order. A class placed twice counts
 * once, in its first group; groups the report does not know, and groups left empty, are not drawn; past
 * the 16th class the rest are left out, so later groups lose classes first.
 */
export function groupedHazardChart<T extends { id: number }>(
  entries: readonly T[],
  grouping: readonly ClassGroup[],
): HazardChartGroup<T>[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry] as const));
  const drawn = new Set<number>();
  const groups: HazardChartGroup<T>[] = [];
  for (const known of REPORT_GROUPS.slice(0, HAZARD_CHART_MAX_GROUPS)) {
    const classes = grouping.find((group) => group.id === known.id)?.classes ?? [];
    const groupEntries: T[] = [];
    for (const id of classes) {
      const entry = byId.get(id);
      if (!entry || drawn.has(id) || drawn.size >= HAZARD_CHART_MAX_CLASSES) continue;
      drawn.add(id);
      groupEntries.push(entry);
    }
    if (groupEntries.length > 0) groups.push({ id: known.id, title: known.title, entries: groupEntries });
  }
  return groups;
}
