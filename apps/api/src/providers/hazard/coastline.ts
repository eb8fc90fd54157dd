import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;
/** Grid cell of the segment index, in degrees. */
const CELL = 0.5;
/** Latitude band of the inside/outside test, in degrees. */
const BAND = 0.1;
/** The land that matters here: Australia and New Zealand with their neighbours, and Great Britain. */
const REGIONS = [
  { west: 95, east: 180, south: -56, north: 5 },
  { west: -12, east: 4, south: 48, north: 62 },
];

type Ring = [number, number][];

/** Kilometres between two points on the sphere, small-distance form (exact enough under 2,000 km). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = (lng2 - lng1) * RADIANS * Math.cos(((lat1 + lat2) / 2) * RADIANS);
  const y = (lat2 - lat1) * RADIANS;
  return Math.hypot(x, y) * EARTH_RADIUS_KM;
}

/** Distance from (lat, lng) to the segment a-b, in km, on a local flat projection around the point. */
function segmentDistanceKm(lat: number, lng: number, a: [number, number], b: [number, number]): number {
  const scale = Math.cos(lat * RADIANS);
  const ax = (a[0] - lng) * scale;
  const ay = a[1] - lat;
  const bx = (b[0] - lng) * scale;
  const by = b[1] - lat;
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
  return Math.hypot(ax + t * dx, ay + t * dy) * RADIANS * EARTH_RADIUS_KM;
}

function intersects(ring: Ring): boolean {
  let west = Infinity,
    east = -Infinity,
    south = Infinity,
    north = -Infinity;
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return REGIONS.some((region) => west <= region.east && east >= region.west && south <= region.north && north >= region.south);
}

/**
 * The Natural Earth 1:10m coastline (world-atlas, public domain) of the regions above, indexed twice:
 * segments by 0.5° cell for distance queries (a ring search that stops once no nearer cell can exist),
 * and by 0.1° latitude band for an even-odd inside test (is this pixel land or sea).
 * Vertex spacing is about 2.7 km on the Australian mainland, so distances are good to 1–3 km.
 */
export class Coastline {
  readonly segments: [number, number][][] = [];
  private readonly cells = new Map<number, number[]>();
  private readonly bands = new Map<number, number[]>();
  /** Indices of the segments that are coast (all but the antimeridian cuts). */
  private readonly coast: number[] = [];

  constructor(rings: Ring[]) {
    for (const ring of rings) {
      for (let index = 1; index < ring.length; index += 1) this.add(ring[index - 1]!, ring[index]!);
    }
  }

  static load(): Coastline {
    const topology = require('world-atlas/land-10m.json') as Topology<{ land: GeometryCollection }>;
    const land = feature(topology, topology.objects.land);
    const rings: Ring[] = [];
    for (const item of land.features) {
      const geometry = item.geometry;
      const polygons = geometry.type === 'MultiPolygon' ? geometry.coordinates : geometry.type === 'Polygon' ? [geometry.coordinates] : [];
      // Outer rings only: the holes are lakes (Lake Eyre, Lake Taupō), which are not coast.
      for (const [outer] of polygons) if (outer && intersects(outer as Ring)) rings.push(outer as Ring);
    }
    return new Coastline(rings);
  }

  /** Kilometres to the nearest coastline, searched out to `limitKm` (beyond it answers `limitKm`). */
  distanceKm(lat: number, lng: number, limitKm = 2500): number {
    const row = Math.floor(lat / CELL);
    const column = Math.floor(lng / CELL);
    // The narrowest a cell gets here (a degree of longitude shrinks with latitude).
    const cellKm = CELL * RADIANS * EARTH_RADIUS_KM * Math.cos(Math.min(80, Math.abs(lat) + 5 * CELL) * RADIANS);
    let best = limitKm;
    for (let ring = 0; (ring - 1) * cellKm <= best; ring += 1) {
      for (let r = row - ring; r <= row + ring; r += 1) {
        for (let c = column - ring; c <= column + ring; c += 1) {
          if (Math.max(Math.abs(r - row), Math.abs(c - column)) !== ring) continue;
          for (const index of this.cells.get(cellKey(r, c)) ?? []) {
            const segment = this.segments[index]!;
            best = Math.min(best, segmentDistanceKm(lat, lng, segment[0]!, segment[1]!));
          }
        }
      }
      if (ring * cellKm > limitKm) break;
    }
    return best;
  }

  /** Segments that may cross the box (every segment when the box is wider than the index pays for). */
  *segmentsIn(south: number, north: number, west: number, east: number): Generator<[number, number][]> {
    const rows = Math.ceil((north - south) / CELL) + 1;
    const columns = Math.ceil((east - west) / CELL) + 1;
    if (rows * columns > this.cells.size) {
      for (const index of this.coast) yield this.segments[index]!;
      return;
    }
    const seen = new Set<number>();
    for (let r = Math.floor(south / CELL); r <= Math.floor(north / CELL); r += 1) {
      for (let c = Math.floor(west / CELL); c <= Math.floor(east / CELL); c += 1) {
        for (const index of this.cells.get(cellKey(r, c)) ?? []) {
          if (seen.has(index)) continue;
          seen.add(index);
          yield this.segments[index]!;
        }
      }
    }
  }

  /** Whether the point is on land (even-odd count of coast crossings on a ray to the east). */
  isLand(lat: number, lng: number): boolean {
    let inside = false;
    for (const index of this.bands.get(Math.floor(lat / BAND)) ?? []) {
      const [a, b] = this.segments[index] as [[number, number], [number, number]];
      if (a[1] > lat === b[1] > lat) continue;
      // The rings loaded lie east of the antimeridian cut, so −180° is the same line as 180°, and an
      // edge that still jumps across it is unwrapped: it crosses near 180°, not near 0°.
      const ax = a[0] === -180 ? 180 : a[0];
      const unwrapped = b[0] === -180 ? 180 : b[0];
      const bx = unwrapped - ax > 180 ? unwrapped - 360 : ax - unwrapped > 180 ? unwrapped + 360 : unwrapped;
      const crossing = ax + ((lat - a[1]) / (b[1] - a[1])) * (bx - ax);
      if (crossing > lng) inside = !inside;
    }
    return inside;
  }

  private add(a: [number, number], b: [number, number]): void {
    const index = this.segments.push([a, b]) - 1;
    for (let band = Math.floor(Math.min(a[1], b[1]) / BAND); band <= Math.floor(Math.max(a[1], b[1]) / BAND); band += 1) {
      push(this.bands, band, index);
    }
    // Rings cut at the antimeridian (Fiji, Chukotka) have an edge along it: it closes the ring for the
    // inside test above, but it is not coast, so distances and drawing skip it.
    if (Math.abs(a[0] - b[0]) > 90 || (Math.abs(a[0]) === 180 && a[0] === b[0])) return;
    this.coast.push(index);
    for (let r = Math.floor(Math.min(a[1], b[1]) / CELL); r <= Math.floor(Math.max(a[1], b[1]) / CELL); r += 1) {
      for (let c = Math.floor(Math.min(a[0], b[0]) / CELL); c <= Math.floor(Math.max(a[0], b[0]) / CELL); c += 1) {
        push(this.cells, cellKey(r, c), index);
      }
    }
  }
}

function cellKey(row: number, column: number): number {
  return (row + 1000) * 4000 + (column + 2000);
}

function push(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export { distanceKm };
