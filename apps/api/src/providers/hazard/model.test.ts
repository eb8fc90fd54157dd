import { beforeAll, describe, expect, it } from 'vitest';
import { Coastline } from './coastline.js';
import { IndicativeHazardProvider } from './indicative.js';
import { LAYERS, ZOOM_MAX } from './layers.js';
import { bedrockZ, evaluate, LAYER_IDS, type LayerId, scoreFor, Site, windRegion } from './model.js';

const PLACES = {
  townsville: [-19.2589635, 146.8169483],
  darwin: [-12.4634, 130.8456],
  wellington: [-41.2866, 174.7756],
  aliceSprings: [-23.698, 133.8807],
  circularQuay: [-33.861, 151.2108],
  melbourne: [-37.81, 144.96],
  taupo: [-38.6857, 176.0702],
  london: [51.5072, -0.1276],
} as const;

let coastline: Coastline;
beforeAll(() => {
  coastline = Coastline.load();
});

const site = (place: keyof typeof PLACES) => new Site(PLACES[place][0], PLACES[place][1], coastline);
const reading = (layer: LayerId, place: keyof typeof PLACES) => evaluate(layer, site(place));

// "The spec" in these tests means the product rules of docs/product/natcat.md.
describe('the indicative hazard model on named places', () => {
  it('puts Townsville and Darwin in cyclonic wind region C (52 m/s, high)', () => {
    for (const place of ['townsville', 'darwin'] as const) {
      expect(windRegion(site(place))).toBe('C');
      expect(reading('windspeed', place)).toMatchObject({ risk: 'high', value: 'Region C: 52 m/s' });
    }
    expect(reading('windspeed', 'melbourne')).toMatchObject({ risk: 'low', value: 'Region A: 39 m/s' });
    expect(windRegion(site('wellington'))).toBe('NZ3');
  });

  it('rates Wellington earthquake high from its NZS 1170.5 Z of 0.40, Sydney low at the AU floor of 0.08', () => {
    expect(bedrockZ(site('wellington')).z).toBe(0.4);
    expect(reading('earthquakebedrock', 'wellington').risk).toBe('high');
    expect(reading('earthquakesoil', 'wellington')).toMatchObject({ risk: 'high', value: expect.stringContaining('Z = 0.50 g') });
    expect(bedrockZ(site('circularQuay')).z).toBe(0.08);
    expect(reading('earthquakebedrock', 'circularQuay').risk).toBe('low');
  });

  it('rates storm surge low in Alice Springs (900 km inland) and high on the Townsville coast', () => {
    expect(site('aliceSprings').coastKm()).toBeGreaterThan(800);
    expect(reading('stormsurge', 'aliceSprings').risk).toBe('low');
    expect(reading('stormsurge', 'townsville').risk).toBe('high');
  });

  it('measures a Sydney CBD harbour point within a few km of the coast (1:10m coastline)', () => {
    const km = site('circularQuay').coastKm();
    expect(km).toBeLessThan(5);
    expect(reading('distancetocoast', 'circularQuay')).toMatchObject({ risk: 'medium', value: `${km.toFixed(1)} km` });
  });

  it('puts Taupō within 30 km of its volcanic centre (high), Melbourne inside the Newer Volcanics Province (medium)', () => {
    expect(reading('volcano', 'taupo')).toMatchObject({ risk: 'high', value: expect.stringContaining('Taupō') });
    expect(reading('volcano', 'melbourne')).toMatchObject({ risk: 'medium', value: 'Inside the Newer Volcanics Province' });
  });

  it('follows latitude for lightning: Darwin high, Melbourne low', () => {
    expect(reading('lightning', 'darwin').risk).toBe('high');
    expect(reading('lightning', 'melbourne').risk).toBe('low');
  });

  it('uses the state fire danger index for bushfire: Melbourne (FDI 100) high, Townsville (FDI 40) low', () => {
    expect(reading('bushfire', 'melbourne')).toMatchObject({ risk: 'high', value: expect.stringContaining('FDI 100') });
    expect(reading('bushfire', 'townsville')).toMatchObject({ risk: 'low', value: expect.stringContaining('FDI 40') });
  });

  it('says "not computed" where no public data exists (floods, distance to bush, NZ hail) instead of a figure', () => {
    for (const layer of ['fluvialoff', 'fluvialsr', 'pluvial', 'distancetobush'] as const) {
      expect(reading(layer, 'townsville')).toEqual({ value: 'Not computed: no public data', risk: 'none', score: 0 });
    }
    expect(reading('hail', 'wellington').risk).toBe('none');
  });

  it('answers "No Data" for every layer outside AU and NZ', () => {
    for (const layer of LAYER_IDS) expect(reading(layer, 'london')).toEqual({ value: 'No Data', risk: 'none', score: 0 });
  });

  it('keeps graph values inside their band, so a medium never sorts above a high', () => {
    expect(scoreFor('low', 1)).toBeLessThan(scoreFor('medium', 0));
    expect(scoreFor('medium', 1)).toBeLessThan(scoreFor('high', 0));
    expect(scoreFor('none', 1)).toBe(0);
  });
});

describe('the layer catalogue', () => {
  it('has the 16 spec layers, each with a definition, sources and a zoomMax of 1000, 128 or 32.4', () => {
    expect(LAYERS.map((layer) => layer.id)).toEqual([...LAYER_IDS]);
    for (const layer of LAYERS) {
      expect(layer.definition.length).toBeGreaterThan(10);
      expect(layer.dataSources.length).toBeGreaterThan(0);
      expect(Object.values(ZOOM_MAX)).toContain(layer.zoomMax);
    }
  });

  it('carries the spec facts: flood 50/100/200/500 years, 50-year gust, 475-year earthquake', () => {
    const byId = new Map(LAYERS.map((layer) => [layer.id, layer]));
    expect(byId.get('fluvialoff')!.returnPeriod).toBe('50, 100, 200 and 500 years');
    expect(byId.get('windspeed')!.returnPeriod).toBe('50 years');
    expect(byId.get('earthquakebedrock')!.returnPeriod).toBe('475 years');
    expect(byId.get('hail')!.definition).toContain('over 2 cm');
    expect(byId.get('tornado')!.definition).toContain('50 km grid cell');
  });
});

describe('IndicativeHazardProvider', () => {
  it('returns Townsville profiles sorted by graph_value with wind high, legends in the spec colours', async () => {
    const provider = new IndicativeHazardProvider();
    const profiles = await provider.profiles(...PLACES.townsville);
    expect(profiles).toHaveLength(16);
    const values = profiles.map((profile) => profile.analysis.graph_value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(profiles.find((profile) => profile.id === 'windspeed')!.analysis.risk_index).toBe('high');
    expect(profiles[0]!.legends[0]!.rules.map((rule) => rule.symbolizers[0]!.raster!.color)).toEqual([
      '#BF0B0B',
      '#E26131',
      '#FFE135',
      '#BDBDBD',
    ]);
  });

  it('renders a PNG map whose pixels change with the zoom', async () => {
    const provider = new IndicativeHazardProvider();
    const near = await provider.map('windspeed', ...PLACES.townsville, 8);
    const far = await provider.map('windspeed', ...PLACES.townsville, 1);
    expect(near.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(near.readUInt32BE(16)).toBe(320);
    expect(near.equals(far)).toBe(false);
  });
});
