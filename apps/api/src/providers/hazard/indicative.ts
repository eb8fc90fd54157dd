import { LoadingCache } from '../../caching/loading-cache.js';
import { Coastline } from './coastline.js';
import { LAYER_BY_ID, LAYERS, type LayerDefinition } from './layers.js';
import { RISK_COLOURS, renderMap } from './map.js';
import { evaluate, type Reading, Site } from './model.js';
import type { CatnetLayer, HazardProvider, NatcatLayerId, NatcatProfile } from './types.js';

export const INDICATIVE_SOURCE = 'Indicative model from public data (see docs/natcat-model.md)';

function legend(layer: LayerDefinition): NatcatProfile['legends'][number] {
  return {
    layerId: layer.id,
    subtitle: layer.legendSubtitle,
    rules: (['high', 'medium', 'low', 'none'] as const).map((risk) => ({
      title: risk === 'none' ? 'No data / not computed' : `${risk[0]!.toUpperCase()}${risk.slice(1)}: ${layer.riskDescription[risk]}`,
      symbolizers: [{ raster: { color: RISK_COLOURS[risk] } }],
    })),
  };
}

function profile(layer: LayerDefinition, reading: Reading): NatcatProfile {
  return {
    id: layer.id,
    name: layer.name,
    map: layer.id,
    zoom_max: layer.zoomMax,
    analysis: {
      hazard: reading.value ?? 'No Data',
      return_period: layer.returnPeriod,
      risk_description: layer.riskDescription,
      risk_index: reading.risk,
      graph_value: Math.round(reading.score * 10) / 10,
    },
    risk_classifications: {
      risk_categories: layer.categories.map(({ name, low, medium, high }) => ({
        name,
        low_risks: low,
        medium_risks: medium,
        high_risks: high,
      })),
    },
    legends: [legend(layer)],
    sources: [...layer.dataSources, INDICATIVE_SOURCE],
  };
}

/**
 * The default hazard provider: the indicative model (model.ts) over the Natural Earth coastline, with
 * the coastline loaded once (about a second) and map images kept in a small cache, as they are
 * deterministic.
 */
export class IndicativeHazardProvider implements HazardProvider {
  private coastline: Coastline | null = null;
  /** Keyed by `layer|lat|lng|zoom` at the precision the image can show. */
  private readonly maps = new LoadingCache<string, Buffer>(
    async (key) => {
      const [id, lat, lng, zoom] = key.split('|');
      const layer = LAYER_BY_ID.get(id as NatcatLayerId);
      return layer ? renderMap(this.ready(), layer.id, Number(lat), Number(lng), Number(zoom)) : null;
    },
    { maxEntries: 256 },
  );

  /** Loads the coastline once; the first natcat request of a replica waits for it (about a second). */
  ready(): Coastline {
    this.coastline ??= Coastline.load();
    return this.coastline;
  }

  readings(lat: number, lng: number): { layer: LayerDefinition; reading: Reading }[] {
    const site = new Site(lat, lng, this.ready());
    return LAYERS.map((layer) => ({ layer, reading: evaluate(layer.id, site) }));
  }

  async layers(lat: number, lng: number): Promise<CatnetLayer[]> {
    return this.readings(lat, lng).map(({ layer, reading }) => ({
      layer_id: layer.id,
      name: layer.name,
      definition: layer.definition,
      data_sources: layer.dataSources,
      zoom_max: layer.zoomMax,
      value: reading.value,
      risk_index: reading.risk,
    }));
  }

  /** The profiles sorted by graph_value descending (ties keep the layer order). */
  async profiles(lat: number, lng: number): Promise<NatcatProfile[]> {
    return this.readings(lat, lng)
      .map(({ layer, reading }) => profile(layer, reading))
      .sort((a, b) => b.analysis.graph_value - a.analysis.graph_value);
  }

  async map(layer: NatcatLayerId, lat: number, lng: number, zoom: number): Promise<Buffer> {
    const image = await this.maps.get(`${layer}|${lat.toFixed(5)}|${lng.toFixed(5)}|${zoom.toFixed(2)}`);
    if (!image) throw new Error(`Unknown layer ${layer}`);
    return image;
  }
}
