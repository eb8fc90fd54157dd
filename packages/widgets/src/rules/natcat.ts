/** UI copy docs/product/natcat.md fixes for the natural catastrophe screens, verbatim. */
export const natcatCopy = {
  loadingProfiles: 'Loading natcat profiles..',
  loadingMap: 'Loading map..',
  updatingMap: 'Updating map..',
  fetchFailed: 'Failed to fetch natcat profiles',
  empty: 'Please search location to view Natural Catastrophe analysis details',
  cardText: 'Enter your location to generate Natural Catastrophe analysis.',
  viewProfiles: 'View NatCat Profiles',
  search: 'Search',
  changeLocation: 'Change Location',
  expandAll: 'Expand All',
  closeAll: 'Close All',
  reportHint: 'Select a business location to view the NatCat analysis.',
  noData: 'No Data',
  /** Ours, not the product's: the default model is built from public data, and says so. */
  indicative: 'Indicative: computed from public hazard data, not a site survey.',
} as const;

/** The zoom slider: step 0.2, minimum 0.2, default 4; the maximum is the layer's zoomMax + 0.1. */
export const NATCAT_ZOOM = { step: 0.2, min: 0.2, default: 4, fallbackMax: 1000 } as const;
/** Profiles are all selected this long after they load. */
export const NATCAT_AUTO_SELECT_DELAY_MS = 100;
/** Postal-code suggestions wait for a pause in typing this long. */
export const PLACE_SUGGESTION_DEBOUNCE_MS = 600;

/** The slider's maximum: zoomMax + 0.1, or 1000.1 for a layer without zoomMax. */
export function natcatZoomMax(zoomMax: number | null | undefined): number {
  return Math.round(((zoomMax ?? NATCAT_ZOOM.fallbackMax) + 0.1) * 10) / 10;
}

/** The zoom sent to the map service: half the slider's value. */
export function natcatApiZoom(sliderZoom: number): number {
  return Math.round((sliderZoom / 2) * 1000) / 1000;
}

/** Profiles by graph_value, highest first; equal values keep their order. */
export function sortNatcatProfiles<T extends { analysis: { graph_value: number } }>(profiles: readonly T[]): T[] {
  return [...profiles].sort((a, b) => b.analysis.graph_value - a.analysis.graph_value);
}

export type NatcatRisk = 'low' | 'medium' | 'high' | 'none';

/** "High", "Medium", "Low", or "No Data" for a layer without a reading. */
export function natcatRiskLabel(risk: NatcatRisk): string {
  return risk === 'none' ? natcatCopy.noData : `${risk[0]!.toUpperCase()}${risk.slice(1)}`;
}

/** The map's status line: nothing when shown and current, "Loading map.." first, "Updating map.." after. */
export function natcatMapStatus({ hasImage, loading }: { hasImage: boolean; loading: boolean }): string | null {
  if (!loading) return null;
  return hasImage ? natcatCopy.updatingMap : natcatCopy.loadingMap;
}
