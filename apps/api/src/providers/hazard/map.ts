import type { Coastline } from './coastline.js';
import { evaluate, type LayerId, type RiskLevel, Site } from './model.js';
import { hexToRgb, Raster, type Rgb } from './raster.js';

/** The NatCat risk colours (low, medium, high, otherwise grey; docs/product/natcat.md); the legends use the same. */
export const RISK_COLOURS: Record<RiskLevel, string> = { low: '#FFE135', medium: '#E26131', high: '#BF0B0B', none: '#BDBDBD' };
const SEA: Rgb = [207, 227, 243];
const COAST: Rgb = [38, 50, 56];
const INK: Rgb = [33, 33, 33];
const WHITE: Rgb = [255, 255, 255];
const MARKER: Rgb = [21, 101, 192];
const RISK_RGB = Object.fromEntries(Object.entries(RISK_COLOURS).map(([risk, hex]) => [risk, hexToRgb(hex)])) as Record<RiskLevel, Rgb>;

export const MAP_SIZE = 320;
/** Pixels per evaluated cell: the model runs 40 × 40 times per map. */
const CELL_PIXELS = 8;
const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LNG = 111.32;

/** Half the map's width in km at a zoom (the API's Zoom, half the slider's): 400 km at the default 2. */
export function halfWidthKm(zoom: number): number {
  return 800 / zoom;
}

/** A "nice" scale length (1, 2 or 5 × 10^n km) about a quarter of the map wide. */
export function scaleBarKm(widthKm: number): number {
  const target = widthKm / 4;
  const power = 10 ** Math.floor(Math.log10(target));
  return [5, 2, 1].map((step) => step * power).find((length) => length <= target) ?? power;
}

function formatKm(km: number): string {
  return km >= 1 ? `${km} km` : `${Math.round(km * 1000)} m`;
}

/**
 * The layer around a point as a PNG: the model evaluated on a 40 × 40 grid (land only; the sea is blue),
 * the 1:10m coastline, a marker on the point and a scale bar. Equirectangular projection centred on
 * the point, which is true enough at these extents.
 */
export function renderMap(coastline: Coastline, layer: LayerId, lat: number, lng: number, zoom: number): Buffer {
  const raster = new Raster(MAP_SIZE, MAP_SIZE, SEA);
  const kmPerPixel = (2 * halfWidthKm(zoom)) / MAP_SIZE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const toLat = (y: number) => lat - ((y - MAP_SIZE / 2) * kmPerPixel) / KM_PER_DEGREE_LAT;
  const toLng = (x: number) => lng + ((x - MAP_SIZE / 2) * kmPerPixel) / (KM_PER_DEGREE_LNG * cosLat);

  for (let y = 0; y < MAP_SIZE; y += CELL_PIXELS) {
    for (let x = 0; x < MAP_SIZE; x += CELL_PIXELS) {
      const cellLat = toLat(y + CELL_PIXELS / 2);
      const cellLng = toLng(x + CELL_PIXELS / 2);
      if (!coastline.isLand(cellLat, cellLng)) continue;
      const reading = evaluate(layer, new Site(cellLat, cellLng, coastline));
      raster.fill(x, y, CELL_PIXELS, CELL_PIXELS, RISK_RGB[reading.risk]);
    }
  }

  const north = toLat(0),
    south = toLat(MAP_SIZE),
    west = toLng(0),
    east = toLng(MAP_SIZE);
  const toX = (pointLng: number) => MAP_SIZE / 2 + ((pointLng - lng) * KM_PER_DEGREE_LNG * cosLat) / kmPerPixel;
  const toY = (pointLat: number) => MAP_SIZE / 2 - ((pointLat - lat) * KM_PER_DEGREE_LAT) / kmPerPixel;
  for (const [a, b] of coastline.segmentsIn(south, north, west, east)) {
    raster.line(toX(a![0]), toY(a![1]), toX(b![0]), toY(b![1]), COAST);
  }

  // The marker: a white-ringed dot on the point.
  raster.disc(MAP_SIZE / 2, MAP_SIZE / 2, 8, WHITE);
  raster.disc(MAP_SIZE / 2, MAP_SIZE / 2, 6, MARKER);

  // The scale bar, bottom left, on a white plate so it reads over any colour.
  const lengthKm = scaleBarKm(MAP_SIZE * kmPerPixel);
  const barPixels = Math.round(lengthKm / kmPerPixel);
  const label = formatKm(lengthKm);
  raster.fill(6, MAP_SIZE - 30, Math.max(barPixels, label.length * 8) + 12, 24, WHITE);
  raster.text(12, MAP_SIZE - 26, label, 2, INK);
  raster.fill(12, MAP_SIZE - 12, barPixels, 3, INK);
  raster.fill(12, MAP_SIZE - 16, 2, 7, INK);
  raster.fill(12 + barPixels - 2, MAP_SIZE - 16, 2, 7, INK);
  return raster.toPng();
}
