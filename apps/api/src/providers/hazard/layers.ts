import type { LayerId } from './model.js';

/**
 * zoomMax caps the map slider where the layer's data stops carrying detail:
 * 1000 for distances measured from a line or point (the map can go to street level),
 * 128 for coast-band layers (the 1:10m coastline is good to 1–3 km),
 * 32.4 for region-level layers (values change only between regions tens of km wide).
 */
export const ZOOM_MAX = { street: 1000, coast: 128, region: 32.4 } as const;

export interface LayerDefinition {
  id: LayerId;
  name: string;
  definition: string;
  dataSources: string[];
  zoomMax: number;
  returnPeriod: string | null;
  riskDescription: { low: string; medium: string; high: string };
  /** What each band means, by the kind of exposure it concerns. */
  categories: { name: string; low: string[]; medium: string[]; high: string[] }[];
  legendSubtitle: string;
}

const NATURAL_EARTH = 'Natural Earth 1:10m land (world-atlas 2.0.2, public domain)';
const FLOOD_PERIODS = '50, 100, 200 and 500 years';
const NO_FLOOD_DATA = {
  low: 'Not computed: no public flood depth data ships with the platform.',
  medium: 'Not computed: no public flood depth data ships with the platform.',
  high: 'Not computed: no public flood depth data ships with the platform.',
};
const FLOOD_CATEGORY = [{ name: 'Flood depth', low: ['Below 0.15 m'], medium: ['0.15 m to 1 m'], high: ['Above 1 m'] }];

export const LAYERS: readonly LayerDefinition[] = [
  {
    id: 'fluvialoff',
    name: 'River Flood (Undefended)',
    zoomMax: ZOOM_MAX.coast,
    returnPeriod: FLOOD_PERIODS,
    definition: 'Water escaping a river, lake, watercourse or dam onto normally dry land, ignoring flood defences.',
    dataSources: ['Geoscience Australia AFRIP (not bundled)', 'Needs a terrain model (HAND) and river network'],
    riskDescription: NO_FLOOD_DATA,
    categories: FLOOD_CATEGORY,
    legendSubtitle: 'Flood depth (not computed)',
  },
  {
    id: 'fluvialsr',
    name: 'River Flood (Standard of Protection)',
    zoomMax: ZOOM_MAX.coast,
    returnPeriod: FLOOD_PERIODS,
    definition: 'River flooding assuming defences hold to their standard of protection (typically the 1% AEP flood).',
    dataSources: ['Geoscience Australia AFRIP (not bundled)', 'Needs a terrain model (HAND) and river network'],
    riskDescription: NO_FLOOD_DATA,
    categories: FLOOD_CATEGORY,
    legendSubtitle: 'Flood depth (not computed)',
  },
  {
    id: 'pluvial',
    name: 'Surface Water Flood',
    zoomMax: ZOOM_MAX.coast,
    returnPeriod: FLOOD_PERIODS,
    definition: 'Flash flooding from intense rainfall before water reaches a watercourse.',
    dataSources: ['Bureau of Meteorology warning thresholds (1-in-10-year ARI)', 'No public pluvial zones found'],
    riskDescription: NO_FLOOD_DATA,
    categories: FLOOD_CATEGORY,
    legendSubtitle: 'Surface water depth (not computed)',
  },
  {
    id: 'stormsurge',
    name: 'Storm Surge',
    zoomMax: ZOOM_MAX.coast,
    returnPeriod: null,
    definition:
      "Sea level raised by a cyclone's winds and low pressure, flooding low coastal land; worst on the cyclonic coast north of 25°S.",
    dataSources: ['Queensland Government storm-tide guidance', 'Bureau of Meteorology cyclone climatology', NATURAL_EARTH],
    riskDescription: {
      low: 'Inland, or on a coast without tropical cyclones more than 1 km from the sea.',
      medium: 'Within 10 km of a cyclonic coast, or within 1 km of any other coast.',
      high: 'Within 2 km of a cyclonic coast (5 km on the Gulf and Great Barrier Reef lagoon).',
    },
    categories: [
      {
        name: 'Coastal position',
        low: ['Inland', 'Non-cyclonic coast over 1 km'],
        medium: ['Cyclonic coast 2–10 km', 'Any coast under 1 km'],
        high: ['Cyclonic coast under 2 km'],
      },
    ],
    legendSubtitle: 'Storm surge band',
  },
  {
    id: 'earthquakebedrock',
    name: 'Earthquake (Bedrock)',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: '475 years',
    definition: 'Peak ground acceleration on rock with a 475-year return period (hazard factor Z).',
    dataSources: ['AS 1170.4-2007 (Amdt 2, 2018) hazard factors', 'NZS 1170.5 hazard factors'],
    riskDescription: { low: 'Z below 0.12 g.', medium: 'Z from 0.12 g to 0.30 g.', high: 'Z of 0.30 g or more.' },
    categories: [{ name: 'Hazard factor Z', low: ['Z < 0.12 g'], medium: ['0.12 g ≤ Z < 0.30 g'], high: ['Z ≥ 0.30 g'] }],
    legendSubtitle: 'Hazard factor Z (g)',
  },
  {
    id: 'tsunami',
    name: 'Tsunami',
    zoomMax: ZOOM_MAX.coast,
    returnPeriod: '2,500 years (NZ maximum)',
    definition: 'Waves from undersea earthquakes or landslides; exposure depends on the coast faced and distance from it.',
    dataSources: ['GNS Science tsunami review (2013)', 'Geoscience Australia tsunami hazard', NATURAL_EARTH],
    riskDescription: {
      low: 'More than 5 km from the coast, or a sheltered coast beyond 1 km.',
      medium: 'Within 5 km of an exposed coast, or within 1 km of a sheltered AU coast.',
      high: 'Within 1 km of an exposed coast or any NZ coast.',
    },
    categories: [
      {
        name: 'Coastal position',
        low: ['Over 5 km inland'],
        medium: ['1–5 km from an exposed coast'],
        high: ['Under 1 km from an exposed coast'],
      },
    ],
    legendSubtitle: 'Tsunami band',
  },
  {
    id: 'windspeed',
    name: 'Wind Speed',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: '50 years',
    definition: 'Regional 3-second gust wind speed with a 50-year return period, before site multipliers.',
    dataSources: ['AS/NZS 1170.2:2021 wind regions', 'WA 2022 Region D variation', NATURAL_EARTH],
    riskDescription: {
      low: 'Below 44 m/s (regions A, NZ1, NZ2).',
      medium: '44 to 51 m/s (regions B1, B2, NZ3, NZ4).',
      high: '52 m/s or more (cyclonic regions C and D).',
    },
    categories: [{ name: 'Wind region', low: ['A0–A5', 'NZ1', 'NZ2'], medium: ['B1', 'B2', 'NZ3', 'NZ4'], high: ['C', 'D'] }],
    legendSubtitle: '3 s gust, 50-year (m/s)',
  },
  {
    id: 'hail',
    name: 'Hail',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: null,
    definition: 'Damaging hail with stones over 2 cm.',
    dataSources: ['Warren et al. 2020 (radar hail climatology)', 'Schuster et al. 2005', 'Bureau of Meteorology'],
    riskDescription: {
      low: 'Tropics and Tasmania: damaging hail is rare.',
      medium: 'Mainland south of the Tropic of Capricorn.',
      high: 'SE Queensland, NE New South Wales and Sydney.',
    },
    categories: [
      { name: 'Region', low: ['Tropics', 'Tasmania'], medium: ['Mainland south of 23.4°S'], high: ['SE Qld / NE NSW / Sydney'] },
    ],
    legendSubtitle: 'Hail > 2 cm (region-level)',
  },
  {
    id: 'tornado',
    name: 'Tornado',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: null,
    definition: 'Tornadoes reported per 50 km grid cell (2,500 km²) a year.',
    dataSources: ['Bureau of Meteorology tornado reports', 'NIWA tornado climatology'],
    riskDescription: {
      low: 'Fewer than 0.15 a year per 50 km cell.',
      medium: '0.15 to 0.3 a year per 50 km cell.',
      high: '0.3 or more a year per 50 km cell.',
    },
    categories: [{ name: 'Tornadoes per 50 km cell a year', low: ['< 0.15'], medium: ['0.15–0.3'], high: ['≥ 0.3'] }],
    legendSubtitle: 'Tornadoes per 50 km cell a year',
  },
  {
    id: 'landslide',
    name: 'Landslide',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: null,
    definition: 'Slope failure; a region-level estimate because no slope data is used.',
    dataSources: ['GNS Science landslide costs', 'Geoscience Australia, Natural Hazards in Australia ch. 8'],
    riskDescription: {
      low: 'Flat interior.',
      medium: 'AU escarpments (Illawarra, Alps, Tasmania) and NZ plains.',
      high: 'NZ hill country.',
    },
    categories: [
      { name: 'Terrain (region-level)', low: ['Flat interior'], medium: ['Escarpments', 'Canterbury Plains'], high: ['NZ hill country'] },
    ],
    legendSubtitle: 'Landslide (region-level)',
  },
  {
    id: 'lightning',
    name: 'Lightning',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: null,
    definition: 'Ground flash density: cloud-to-ground strikes per km² a year.',
    dataSources: ['Kuleshov et al. 2006', 'Bureau of Meteorology thunder and lightning maps', 'Stats NZ lightning counts'],
    riskDescription: { low: 'Below 1.5 flashes/km²/yr.', medium: '1.5 to 4 flashes/km²/yr.', high: '4 or more flashes/km²/yr.' },
    categories: [{ name: 'Ground flash density', low: ['< 1.5'], medium: ['1.5–4'], high: ['≥ 4'] }],
    legendSubtitle: 'Ground flashes/km²/yr',
  },
  {
    id: 'volcano',
    name: 'Volcano',
    zoomMax: ZOOM_MAX.street,
    returnPeriod: null,
    definition: 'Distance to the nearest volcanic centre considered active.',
    dataSources: ['GeoNet volcanic alert levels (centre coordinates)', 'Newer Volcanics Province studies'],
    riskDescription: {
      low: 'More than 100 km from a NZ centre; AU outside the Newer Volcanics Province.',
      medium: '30 to 100 km from a NZ centre, or inside the Newer Volcanics Province.',
      high: 'Within 30 km of a NZ volcanic centre.',
    },
    categories: [
      { name: 'Distance to a volcanic centre', low: ['> 100 km'], medium: ['30–100 km', 'Newer Volcanics Province'], high: ['< 30 km'] },
    ],
    legendSubtitle: 'Distance to a volcanic centre',
  },
  {
    id: 'bushfire',
    name: 'Bushfire',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: null,
    definition: 'Fire weather severity for design (forest fire danger index) by state; site distance to bush is not included.',
    dataSources: ['AS 3959 FDI by state (CSIRO)', 'NZ wildfire regions (FENZ)'],
    riskDescription: {
      low: 'FDI 50 or below (Tasmania, Queensland, NT) and other NZ regions.',
      medium: 'FDI 80 (SA, WA, inland NSW) and NZ fire regions.',
      high: 'FDI 100 (Victoria, ACT, Sydney basin and southern NSW).',
    },
    categories: [{ name: 'Fire danger index', low: ['FDI ≤ 50'], medium: ['FDI 80'], high: ['FDI 100'] }],
    legendSubtitle: 'Forest fire danger index',
  },
  {
    id: 'distancetobush',
    name: 'Distance to Bush',
    zoomMax: ZOOM_MAX.street,
    returnPeriod: null,
    definition: 'Distance from the site to bushland vegetation; under 100 m sets the bushfire attack level.',
    dataSources: ['AS 3959-2009 Method 1 (BAL distances)', 'No offline vegetation data: a site survey is needed'],
    riskDescription: {
      low: 'More than 100 m (BAL-LOW).',
      medium: '35 to 100 m (BAL-12.5 to BAL-19).',
      high: 'Under 35 m (BAL-29 to Flame Zone).',
    },
    categories: [{ name: 'Distance to vegetation', low: ['> 100 m'], medium: ['35–100 m'], high: ['< 35 m'] }],
    legendSubtitle: 'Distance to bush (not computed)',
  },
  {
    id: 'earthquakesoil',
    name: 'Earthquake (Soil)',
    zoomMax: ZOOM_MAX.region,
    returnPeriod: '475 years',
    definition: 'Bedrock hazard scaled for an assumed soil site (classes C–E plateau ratio 1.25); a scenario, not a site class.',
    dataSources: ['AS 1170.4-2007 spectral shapes', 'NZS 1170.5 site classes'],
    riskDescription: { low: 'Below 0.12 g on soil.', medium: '0.12 g to 0.30 g on soil.', high: '0.30 g or more on soil.' },
    categories: [{ name: 'Soil-adjusted Z', low: ['< 0.12 g'], medium: ['0.12–0.30 g'], high: ['≥ 0.30 g'] }],
    legendSubtitle: 'Soil-adjusted Z (g)',
  },
  {
    id: 'distancetocoast',
    name: 'Distance to Coast',
    zoomMax: ZOOM_MAX.street,
    returnPeriod: null,
    definition: 'Distance from the site to the nearest coastline.',
    dataSources: [NATURAL_EARTH],
    riskDescription: { low: '5 km or more from the coast.', medium: '1 to 5 km from the coast.', high: 'Within 1 km of the coast.' },
    categories: [{ name: 'Distance to coast', low: ['≥ 5 km'], medium: ['1–5 km'], high: ['< 1 km'] }],
    legendSubtitle: 'Distance to coast',
  },
];

export const LAYER_BY_ID = new Map(LAYERS.map((layer) => [layer.id, layer]));
