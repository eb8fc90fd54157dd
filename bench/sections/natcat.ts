/**
 * Natural catastrophe latency over HTTP on the real server (PGlite): the 16 layers at a point, a map
 * image rendered afresh (every request a new point, so the image cache never answers), the same map
 * again (cached), and place suggestions. Targets: layers p95 ≤ 50 ms, a map ≤ 150 ms.
 */
import { percentile, type BenchSection } from '../results.js';
import { startSeededServer } from '../seeded-server.js';

/** Town centres across AU and NZ (and London, which answers "No Data"). */
const POINTS: [number, number][] = [
  [-19.2589, 146.8169],
  [-12.4634, 130.8456],
  [-33.861, 151.2108],
  [-37.8136, 144.9631],
  [-27.4698, 153.0251],
  [-31.9523, 115.8613],
  [-34.9285, 138.6007],
  [-42.8821, 147.3272],
  [-23.698, 133.8807],
  [-41.2866, 174.7756],
  [-36.8485, 174.7633],
  [-43.5321, 172.6362],
  [-16.9186, 145.7781],
  [-20.3107, 118.5878],
  [51.5072, -0.1276],
];
const LAYERS = ['windspeed', 'stormsurge', 'earthquakebedrock', 'distancetocoast', 'bushfire', 'volcano', 'lightning', 'tsunami'];
const QUERIES = ['Towns', 'Syd', 'Mel', 'Welling', 'Auck', '4810', 'Brisb', 'Dar', 'Hob', 'Manch'];
const ROUNDS = 200;
const MAPS = 120;

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50Ms: +percentile(sorted, 0.5).toFixed(2),
    p95Ms: +percentile(sorted, 0.95).toFixed(2),
    maxMs: +sorted.at(-1)!.toFixed(2),
    samples: samples.length,
  };
}

export const natcat: BenchSection = {
  name: 'natcat',
  async run() {
    const server = await startSeededServer();
    const { base } = server;
    const access_token = await server.signIn('natcat.au');
    const headers = { authorization: `Bearer ${access_token}` };
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return performance.now() - started;
    };
    // Warm-up: the gazetteer and the coastline load once per replica.
    for (let index = 0; index < 20; index += 1)
      await timed(`/catnet/layers?latitude=${POINTS[index % POINTS.length]![0]}&longitude=${POINTS[index % POINTS.length]![1]}`);
    await timed('/geo/places?q=Towns');

    const layers: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const [lat, lng] = POINTS[index % POINTS.length]!;
      layers.push(await timed(`/catnet/layers?latitude=${lat}&longitude=${lng}`));
    }
    const freshMaps: number[] = [];
    const cachedMaps: number[] = [];
    for (let index = 0; index < MAPS; index += 1) {
      const [lat, lng] = POINTS[index % POINTS.length]!;
      // A distinct point per request (a few metres apart), so the image cache never answers.
      const path = `/catnet/map?LayerId=${LAYERS[index % LAYERS.length]}&Latitude=${lat + index * 1e-4}&Longitude=${lng}&Zoom=${[2, 8, 32, 0.5][index % 4]}`;
      freshMaps.push(await timed(path));
      cachedMaps.push(await timed(path));
    }
    const places: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) places.push(await timed(`/geo/places?q=${QUERIES[index % QUERIES.length]}`));
    await server.close();

    const figures = {
      layers: summarise(layers),
      mapRendered: summarise(freshMaps),
      mapCached: summarise(cachedMaps),
      placeSuggestions: summarise(places),
    };
    console.log('Natural catastrophe over HTTP (PGlite)');
    console.table({
      'GET /catnet/layers (16 layers)': figures.layers,
      'GET /catnet/map (rendered)': figures.mapRendered,
      'GET /catnet/map (cached)': figures.mapCached,
      'GET /geo/places': figures.placeSuggestions,
    });
    return figures;
  },
};
