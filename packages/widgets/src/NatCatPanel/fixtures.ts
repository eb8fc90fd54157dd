import type { NatcatProfile } from './types';

/**
 * The 16 profiles the indicative model answers for Townsville QLD 4810, in layer order (not sorted),
 * for stories and tests. Regenerate from the API rather than editing by hand.
 */
export const townsvilleProfiles: NatcatProfile[] = [
  {
    id: 'fluvialoff',
    name: 'River Flood (Undefended)',
    map: 'fluvialoff',
    zoom_max: 128,
    analysis: {
      hazard: 'Not computed: no public data',
      return_period: '50, 100, 200 and 500 years',
      risk_description: {
        low: 'Not computed: no public flood depth data ships with the platform.',
        medium: 'Not computed: no public flood depth data ships with the platform.',
        high: 'Not computed: no public flood depth data ships with the platform.',
      },
      risk_index: 'none',
      graph_value: 0,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Flood depth',
          low_risks: ['Below 0.15 m'],
          medium_risks: ['0.15 m to 1 m'],
          high_risks: ['Above 1 m'],
        },
      ],
    },
    legends: [
      {
        layerId: 'fluvialoff',
        subtitle: 'Flood depth (not computed)',
        rules: [
          {
            title: 'High: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Geoscience Australia AFRIP (not bundled)',
      'Needs a terrain model (HAND) and river network',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'fluvialsr',
    name: 'River Flood (Standard of Protection)',
    map: 'fluvialsr',
    zoom_max: 128,
    analysis: {
      hazard: 'Not computed: no public data',
      return_period: '50, 100, 200 and 500 years',
      risk_description: {
        low: 'Not computed: no public flood depth data ships with the platform.',
        medium: 'Not computed: no public flood depth data ships with the platform.',
        high: 'Not computed: no public flood depth data ships with the platform.',
      },
      risk_index: 'none',
      graph_value: 0,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Flood depth',
          low_risks: ['Below 0.15 m'],
          medium_risks: ['0.15 m to 1 m'],
          high_risks: ['Above 1 m'],
        },
      ],
    },
    legends: [
      {
        layerId: 'fluvialsr',
        subtitle: 'Flood depth (not computed)',
        rules: [
          {
            title: 'High: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Geoscience Australia AFRIP (not bundled)',
      'Needs a terrain model (HAND) and river network',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'pluvial',
    name: 'Surface Water Flood',
    map: 'pluvial',
    zoom_max: 128,
    analysis: {
      hazard: 'Not computed: no public data',
      return_period: '50, 100, 200 and 500 years',
      risk_description: {
        low: 'Not computed: no public flood depth data ships with the platform.',
        medium: 'Not computed: no public flood depth data ships with the platform.',
        high: 'Not computed: no public flood depth data ships with the platform.',
      },
      risk_index: 'none',
      graph_value: 0,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Flood depth',
          low_risks: ['Below 0.15 m'],
          medium_risks: ['0.15 m to 1 m'],
          high_risks: ['Above 1 m'],
        },
      ],
    },
    legends: [
      {
        layerId: 'pluvial',
        subtitle: 'Surface water depth (not computed)',
        rules: [
          {
            title: 'High: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Not computed: no public flood depth data ships with the platform.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Bureau of Meteorology warning thresholds (1-in-10-year ARI)',
      'No public pluvial zones found',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'stormsurge',
    name: 'Storm Surge',
    map: 'stormsurge',
    zoom_max: 128,
    analysis: {
      hazard: 'cyclonic coast (north of 25°S), 1.2 km from the coast',
      return_period: null,
      risk_description: {
        low: 'Inland, or on a coast without tropical cyclones more than 1 km from the sea.',
        medium: 'Within 10 km of a cyclonic coast, or within 1 km of any other coast.',
        high: 'Within 2 km of a cyclonic coast (5 km on the Gulf and Great Barrier Reef lagoon).',
      },
      risk_index: 'high',
      graph_value: 96,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Coastal position',
          low_risks: ['Inland', 'Non-cyclonic coast over 1 km'],
          medium_risks: ['Cyclonic coast 2–10 km', 'Any coast under 1 km'],
          high_risks: ['Cyclonic coast under 2 km'],
        },
      ],
    },
    legends: [
      {
        layerId: 'stormsurge',
        subtitle: 'Storm surge band',
        rules: [
          {
            title: 'High: Within 2 km of a cyclonic coast (5 km on the Gulf and Great Barrier Reef lagoon).',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Within 10 km of a cyclonic coast, or within 1 km of any other coast.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Inland, or on a coast without tropical cyclones more than 1 km from the sea.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Queensland Government storm-tide guidance',
      'Bureau of Meteorology cyclone climatology',
      'Natural Earth 1:10m land (world-atlas 2.0.2, public domain)',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'earthquakebedrock',
    name: 'Earthquake (Bedrock)',
    map: 'earthquakebedrock',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Z = 0.08 g (rock, 475-year, near Townsville)',
      return_period: '475 years',
      risk_description: {
        low: 'Z below 0.12 g.',
        medium: 'Z from 0.12 g to 0.30 g.',
        high: 'Z of 0.30 g or more.',
      },
      risk_index: 'low',
      graph_value: 23.7,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Hazard factor Z',
          low_risks: ['Z < 0.12 g'],
          medium_risks: ['0.12 g ≤ Z < 0.30 g'],
          high_risks: ['Z ≥ 0.30 g'],
        },
      ],
    },
    legends: [
      {
        layerId: 'earthquakebedrock',
        subtitle: 'Hazard factor Z (g)',
        rules: [
          {
            title: 'High: Z of 0.30 g or more.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Z from 0.12 g to 0.30 g.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Z below 0.12 g.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'AS 1170.4-2007 (Amdt 2, 2018) hazard factors',
      'NZS 1170.5 hazard factors',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'tsunami',
    name: 'Tsunami',
    map: 'tsunami',
    zoom_max: 128,
    analysis: {
      hazard: 'sheltered coast, 1.2 km from the coast',
      return_period: '2,500 years (NZ maximum)',
      risk_description: {
        low: 'More than 5 km from the coast, or a sheltered coast beyond 1 km.',
        medium: 'Within 5 km of an exposed coast, or within 1 km of a sheltered AU coast.',
        high: 'Within 1 km of an exposed coast or any NZ coast.',
      },
      risk_index: 'low',
      graph_value: 29.6,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Coastal position',
          low_risks: ['Over 5 km inland'],
          medium_risks: ['1–5 km from an exposed coast'],
          high_risks: ['Under 1 km from an exposed coast'],
        },
      ],
    },
    legends: [
      {
        layerId: 'tsunami',
        subtitle: 'Tsunami band',
        rules: [
          {
            title: 'High: Within 1 km of an exposed coast or any NZ coast.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Within 5 km of an exposed coast, or within 1 km of a sheltered AU coast.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: More than 5 km from the coast, or a sheltered coast beyond 1 km.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'GNS Science tsunami review (2013)',
      'Geoscience Australia tsunami hazard',
      'Natural Earth 1:10m land (world-atlas 2.0.2, public domain)',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'windspeed',
    name: 'Wind Speed',
    map: 'windspeed',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Region C: 52 m/s',
      return_period: '50 years',
      risk_description: {
        low: 'Below 44 m/s (regions A, NZ1, NZ2).',
        medium: '44 to 51 m/s (regions B1, B2, NZ3, NZ4).',
        high: '52 m/s or more (cyclonic regions C and D).',
      },
      risk_index: 'high',
      graph_value: 67,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Wind region',
          low_risks: ['A0–A5', 'NZ1', 'NZ2'],
          medium_risks: ['B1', 'B2', 'NZ3', 'NZ4'],
          high_risks: ['C', 'D'],
        },
      ],
    },
    legends: [
      {
        layerId: 'windspeed',
        subtitle: '3 s gust, 50-year (m/s)',
        rules: [
          {
            title: 'High: 52 m/s or more (cyclonic regions C and D).',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 44 to 51 m/s (regions B1, B2, NZ3, NZ4).',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Below 44 m/s (regions A, NZ1, NZ2).',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'AS/NZS 1170.2:2021 wind regions',
      'WA 2022 Region D variation',
      'Natural Earth 1:10m land (world-atlas 2.0.2, public domain)',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'hail',
    name: 'Hail',
    map: 'hail',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Region-level estimate: tropics or Tasmania',
      return_period: null,
      risk_description: {
        low: 'Tropics and Tasmania: damaging hail is rare.',
        medium: 'Mainland south of the Tropic of Capricorn.',
        high: 'SE Queensland, NE New South Wales and Sydney.',
      },
      risk_index: 'low',
      graph_value: 19,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Region',
          low_risks: ['Tropics', 'Tasmania'],
          medium_risks: ['Mainland south of 23.4°S'],
          high_risks: ['SE Qld / NE NSW / Sydney'],
        },
      ],
    },
    legends: [
      {
        layerId: 'hail',
        subtitle: 'Hail > 2 cm (region-level)',
        rules: [
          {
            title: 'High: SE Queensland, NE New South Wales and Sydney.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: Mainland south of the Tropic of Capricorn.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Tropics and Tasmania: damaging hail is rare.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Warren et al. 2020 (radar hail climatology)',
      'Schuster et al. 2005',
      'Bureau of Meteorology',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'tornado',
    name: 'Tornado',
    map: 'tornado',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Region-level estimate: 0.05 per 50 km cell a year',
      return_period: null,
      risk_description: {
        low: 'Fewer than 0.15 a year per 50 km cell.',
        medium: '0.15 to 0.3 a year per 50 km cell.',
        high: '0.3 or more a year per 50 km cell.',
      },
      risk_index: 'low',
      graph_value: 14.3,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Tornadoes per 50 km cell a year',
          low_risks: ['< 0.15'],
          medium_risks: ['0.15–0.3'],
          high_risks: ['≥ 0.3'],
        },
      ],
    },
    legends: [
      {
        layerId: 'tornado',
        subtitle: 'Tornadoes per 50 km cell a year',
        rules: [
          {
            title: 'High: 0.3 or more a year per 50 km cell.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 0.15 to 0.3 a year per 50 km cell.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Fewer than 0.15 a year per 50 km cell.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Bureau of Meteorology tornado reports',
      'NIWA tornado climatology',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'landslide',
    name: 'Landslide',
    map: 'landslide',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Region-level estimate (no slope data used)',
      return_period: null,
      risk_description: {
        low: 'Flat interior.',
        medium: 'AU escarpments (Illawarra, Alps, Tasmania) and NZ plains.',
        high: 'NZ hill country.',
      },
      risk_index: 'low',
      graph_value: 19,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Terrain (region-level)',
          low_risks: ['Flat interior'],
          medium_risks: ['Escarpments', 'Canterbury Plains'],
          high_risks: ['NZ hill country'],
        },
      ],
    },
    legends: [
      {
        layerId: 'landslide',
        subtitle: 'Landslide (region-level)',
        rules: [
          {
            title: 'High: NZ hill country.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: AU escarpments (Illawarra, Alps, Tasmania) and NZ plains.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Flat interior.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'GNS Science landslide costs',
      'Geoscience Australia, Natural Hazards in Australia ch. 8',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'lightning',
    name: 'Lightning',
    map: 'lightning',
    zoom_max: 32.4,
    analysis: {
      hazard: '4.3 ground flashes/km²/yr',
      return_period: null,
      risk_description: {
        low: 'Below 1.5 flashes/km²/yr.',
        medium: '1.5 to 4 flashes/km²/yr.',
        high: '4 or more flashes/km²/yr.',
      },
      risk_index: 'high',
      graph_value: 69.5,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Ground flash density',
          low_risks: ['< 1.5'],
          medium_risks: ['1.5–4'],
          high_risks: ['≥ 4'],
        },
      ],
    },
    legends: [
      {
        layerId: 'lightning',
        subtitle: 'Ground flashes/km²/yr',
        rules: [
          {
            title: 'High: 4 or more flashes/km²/yr.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 1.5 to 4 flashes/km²/yr.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Below 1.5 flashes/km²/yr.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Kuleshov et al. 2006',
      'Bureau of Meteorology thunder and lightning maps',
      'Stats NZ lightning counts',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'volcano',
    name: 'Volcano',
    map: 'volcano',
    zoom_max: 1000,
    analysis: {
      hazard: '2149 km to Newer Volcanics Province (Mt Gambier)',
      return_period: null,
      risk_description: {
        low: 'More than 100 km from a NZ centre; AU outside the Newer Volcanics Province.',
        medium: '30 to 100 km from a NZ centre, or inside the Newer Volcanics Province.',
        high: 'Within 30 km of a NZ volcanic centre.',
      },
      risk_index: 'low',
      graph_value: 5,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Distance to a volcanic centre',
          low_risks: ['> 100 km'],
          medium_risks: ['30–100 km', 'Newer Volcanics Province'],
          high_risks: ['< 30 km'],
        },
      ],
    },
    legends: [
      {
        layerId: 'volcano',
        subtitle: 'Distance to a volcanic centre',
        rules: [
          {
            title: 'High: Within 30 km of a NZ volcanic centre.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 30 to 100 km from a NZ centre, or inside the Newer Volcanics Province.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: More than 100 km from a NZ centre; AU outside the Newer Volcanics Province.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'GeoNet volcanic alert levels (centre coordinates)',
      'Newer Volcanics Province studies',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'bushfire',
    name: 'Bushfire',
    map: 'bushfire',
    zoom_max: 32.4,
    analysis: {
      hazard: 'FDI 40 (distance to bush not computed)',
      return_period: null,
      risk_description: {
        low: 'FDI 50 or below (Tasmania, Queensland, NT) and other NZ regions.',
        medium: 'FDI 80 (SA, WA, inland NSW) and NZ fire regions.',
        high: 'FDI 100 (Victoria, ACT, Sydney basin and southern NSW).',
      },
      risk_index: 'low',
      graph_value: 19,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Fire danger index',
          low_risks: ['FDI ≤ 50'],
          medium_risks: ['FDI 80'],
          high_risks: ['FDI 100'],
        },
      ],
    },
    legends: [
      {
        layerId: 'bushfire',
        subtitle: 'Forest fire danger index',
        rules: [
          {
            title: 'High: FDI 100 (Victoria, ACT, Sydney basin and southern NSW).',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: FDI 80 (SA, WA, inland NSW) and NZ fire regions.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: FDI 50 or below (Tasmania, Queensland, NT) and other NZ regions.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: ['AS 3959 FDI by state (CSIRO)', 'NZ wildfire regions (FENZ)', 'Indicative model from public data (see docs/natcat-model.md)'],
  },
  {
    id: 'distancetobush',
    name: 'Distance to Bush',
    map: 'distancetobush',
    zoom_max: 1000,
    analysis: {
      hazard: 'Not computed: no public data',
      return_period: null,
      risk_description: {
        low: 'More than 100 m (BAL-LOW).',
        medium: '35 to 100 m (BAL-12.5 to BAL-19).',
        high: 'Under 35 m (BAL-29 to Flame Zone).',
      },
      risk_index: 'none',
      graph_value: 0,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Distance to vegetation',
          low_risks: ['> 100 m'],
          medium_risks: ['35–100 m'],
          high_risks: ['< 35 m'],
        },
      ],
    },
    legends: [
      {
        layerId: 'distancetobush',
        subtitle: 'Distance to bush (not computed)',
        rules: [
          {
            title: 'High: Under 35 m (BAL-29 to Flame Zone).',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 35 to 100 m (BAL-12.5 to BAL-19).',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: More than 100 m (BAL-LOW).',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'AS 3959-2009 Method 1 (BAL distances)',
      'No offline vegetation data: a site survey is needed',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
  {
    id: 'earthquakesoil',
    name: 'Earthquake (Soil)',
    map: 'earthquakesoil',
    zoom_max: 32.4,
    analysis: {
      hazard: 'Z = 0.10 g (assumed soil class C–E, 475-year)',
      return_period: '475 years',
      risk_description: {
        low: 'Below 0.12 g on soil.',
        medium: '0.12 g to 0.30 g on soil.',
        high: '0.30 g or more on soil.',
      },
      risk_index: 'low',
      graph_value: 28.3,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Soil-adjusted Z',
          low_risks: ['< 0.12 g'],
          medium_risks: ['0.12–0.30 g'],
          high_risks: ['≥ 0.30 g'],
        },
      ],
    },
    legends: [
      {
        layerId: 'earthquakesoil',
        subtitle: 'Soil-adjusted Z (g)',
        rules: [
          {
            title: 'High: 0.30 g or more on soil.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 0.12 g to 0.30 g on soil.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: Below 0.12 g on soil.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: ['AS 1170.4-2007 spectral shapes', 'NZS 1170.5 site classes', 'Indicative model from public data (see docs/natcat-model.md)'],
  },
  {
    id: 'distancetocoast',
    name: 'Distance to Coast',
    map: 'distancetocoast',
    zoom_max: 1000,
    analysis: {
      hazard: '1.2 km',
      return_period: null,
      risk_description: {
        low: '5 km or more from the coast.',
        medium: '1 to 5 km from the coast.',
        high: 'Within 1 km of the coast.',
      },
      risk_index: 'medium',
      graph_value: 64.3,
    },
    risk_classifications: {
      risk_categories: [
        {
          name: 'Distance to coast',
          low_risks: ['≥ 5 km'],
          medium_risks: ['1–5 km'],
          high_risks: ['< 1 km'],
        },
      ],
    },
    legends: [
      {
        layerId: 'distancetocoast',
        subtitle: 'Distance to coast',
        rules: [
          {
            title: 'High: Within 1 km of the coast.',
            symbolizers: [
              {
                raster: {
                  color: '#BF0B0B',
                },
              },
            ],
          },
          {
            title: 'Medium: 1 to 5 km from the coast.',
            symbolizers: [
              {
                raster: {
                  color: '#E26131',
                },
              },
            ],
          },
          {
            title: 'Low: 5 km or more from the coast.',
            symbolizers: [
              {
                raster: {
                  color: '#FFE135',
                },
              },
            ],
          },
          {
            title: 'No data / not computed',
            symbolizers: [
              {
                raster: {
                  color: '#BDBDBD',
                },
              },
            ],
          },
        ],
      },
    ],
    sources: [
      'Natural Earth 1:10m land (world-atlas 2.0.2, public domain)',
      'Indicative model from public data (see docs/natcat-model.md)',
    ],
  },
];

/** Townsville QLD 4810 (the gazetteer's centre). */
export const townsville = { lat: -19.2589635, lng: 146.8169483 };
