import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authHeaders, getJson, readError } from './support/http.js';

interface Suggestion {
  place_id: string;
  description: string;
  postcode: string | null;
}
interface Layer {
  layer_id: string;
  zoom_max: number;
  value: string | null;
  risk_index: string;
}
interface Profile {
  id: string;
  analysis: { graph_value: number; risk_index: string };
}

const TOWNSVILLE = { lat: -19.2589635, lng: 146.8169483 };
let natcat: Record<string, string>;
beforeAll(async () => {
  natcat = await authHeaders('natcat.au');
});

describe('GET /geo/places and /geo/places/{placeId}', () => {
  it('suggests "Townsville QLD 4810" for "Towns" and gives its details with coordinates', async () => {
    const { status, body } = await getJson<{ data: Suggestion[] }>('/geo/places?q=Towns', natcat);
    expect(status).toBe(200);
    const townsville = body.data.find((suggestion) => suggestion.description.startsWith('Townsville QLD 4810'));
    expect(townsville?.postcode).toBe('4810');
    const place = await getJson<Record<string, unknown>>(`/geo/places/${townsville!.place_id}`, natcat);
    expect(place.status).toBe(200);
    expect(place.body).toMatchObject({ suburb: 'Townsville', state: 'QLD', postcode: '4810', country: { code: 'au', name: 'Australia' } });
    expect(place.body.lat).toBeCloseTo(-19.26, 1);
  });

  it('geocodes NZ and GB towns, filters by country, and answers 404 for an unknown place', async () => {
    const nz = await getJson<{ data: Suggestion[] }>('/geo/places?q=Wellington&country=nz', natcat);
    expect(nz.body.data[0]!.description).toBe('Wellington, New Zealand');
    const gb = await getJson<{ data: Suggestion[] }>('/geo/places?q=Manchester&country=gb', natcat);
    expect(gb.body.data[0]!.description).toBe('Manchester, United Kingdom');
    const missing = await readError(await fetch(apiUrl('/geo/places/au:999999999'), { headers: natcat }));
    expect(missing).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('needs a signed-in caller', async () => {
    const response = await fetch(apiUrl('/geo/places?q=Towns'), { headers: { accept: natcat.accept! } });
    expect(response.status).toBe(401);
  });
});

describe('GET /catnet/layers and /natcat/profiles', () => {
  it('answers the 16 layers for Townsville, wind high, with zoomMax 1000, 128 or 32.4', async () => {
    const { status, body } = await getJson<{ data: Layer[] }>(
      `/catnet/layers?latitude=${TOWNSVILLE.lat}&longitude=${TOWNSVILLE.lng}`,
      natcat,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(16);
    expect(body.data.find((layer) => layer.layer_id === 'windspeed')).toMatchObject({ risk_index: 'high', value: 'Region C: 52 m/s' });
    expect(new Set(body.data.map((layer) => layer.zoom_max))).toEqual(new Set([1000, 128, 32.4]));
  });

  it('answers "No Data" for every layer in London', async () => {
    const { body } = await getJson<{ data: Layer[] }>('/catnet/layers?latitude=51.5072&longitude=-0.1276', natcat);
    expect(body.data.every((layer) => layer.value === 'No Data' && layer.risk_index === 'none')).toBe(true);
  });

  it('answers 16 profiles sorted by graph_value descending', async () => {
    const { status, body } = await getJson<{ data: Profile[] }>(`/natcat/profiles?lat=${TOWNSVILLE.lat}&lng=${TOWNSVILLE.lng}`, natcat);
    expect(status).toBe(200);
    const values = body.data.map((profile) => profile.analysis.graph_value);
    expect(values).toHaveLength(16);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('rejects a latitude out of range with the Error schema', async () => {
    const error = await readError(await fetch(apiUrl('/catnet/layers?latitude=91&longitude=0'), { headers: natcat }));
    expect(error).toMatchObject({ status: 400, body: { code: 'bad_request' } });
  });
});

describe('GET /catnet/map', () => {
  async function map(zoom: number) {
    const response = await fetch(
      apiUrl(`/catnet/map?LayerId=windspeed&Latitude=${TOWNSVILLE.lat}&Longitude=${TOWNSVILLE.lng}&Zoom=${zoom}`),
      {
        headers: { ...natcat, accept: 'image/png' },
      },
    );
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('renders a PNG that changes with the zoom', async () => {
    const wide = await map(2);
    expect(wide.response.status).toBe(200);
    expect(wide.response.headers.get('content-type')).toBe('image/png');
    expect(wide.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const close = await map(64);
    expect(close.bytes.equals(wide.bytes)).toBe(false);
  });

  it('rejects an unknown layer', async () => {
    const response = await fetch(apiUrl(`/catnet/map?LayerId=meteor&Latitude=0&Longitude=0&Zoom=2`), { headers: natcat });
    expect(response.status).toBe(400);
  });
});
