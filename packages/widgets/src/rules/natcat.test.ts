import { describe, expect, it } from 'vitest';
import { natcatApiZoom, natcatMapStatus, natcatCopy, natcatRiskLabel, natcatZoomMax, NATCAT_ZOOM, sortNatcatProfiles } from './natcat';

// "The spec" in these tests means the product rules of docs/product/natcat.md.
describe('natcat rules', () => {
  it('caps the zoom slider at zoomMax + 0.1, and at 1000.1 for a layer without one', () => {
    expect(natcatZoomMax(32.4)).toBe(32.5);
    expect(natcatZoomMax(128)).toBe(128.1);
    expect(natcatZoomMax(1000)).toBe(1000.1);
    expect(natcatZoomMax(null)).toBe(1000.1);
    expect(natcatZoomMax(undefined)).toBe(1000.1);
  });

  it('uses the spec slider (step 0.2, min 0.2, default 4) and sends half the zoom', () => {
    expect(NATCAT_ZOOM).toMatchObject({ step: 0.2, min: 0.2, default: 4 });
    expect(natcatApiZoom(4)).toBe(2);
    expect(natcatApiZoom(0.2)).toBe(0.1);
    expect(natcatApiZoom(1000.1)).toBe(500.05);
  });

  it('sorts profiles by graph_value descending, keeping ties in order', () => {
    const profiles = [
      { id: 'a', analysis: { graph_value: 10 } },
      { id: 'b', analysis: { graph_value: 80 } },
      { id: 'c', analysis: { graph_value: 10 } },
      { id: 'd', analysis: { graph_value: 45.5 } },
    ];
    expect(sortNatcatProfiles(profiles).map((profile) => profile.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('labels risks and map states', () => {
    expect(natcatRiskLabel('high')).toBe('High');
    expect(natcatRiskLabel('none')).toBe('No Data');
    expect(natcatMapStatus({ hasImage: false, loading: true })).toBe(natcatCopy.loadingMap);
    expect(natcatMapStatus({ hasImage: true, loading: true })).toBe('Updating map..');
    expect(natcatMapStatus({ hasImage: true, loading: false })).toBeNull();
  });
});
