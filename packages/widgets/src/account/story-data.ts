import { http, HttpResponse } from 'msw';

/** Sample answers of the account endpoints for stories (MSW in the browser). */
export const sampleProfile = {
  person_name: 'Olivia Chen',
  email: 'olivia.chen@example.com',
  phone: '02 9000 1234',
  mobile: '0400 000 111',
  job_title: 'Account Executive',
  description: '<p>I help <strong>cafés and bakeries</strong> understand their risks and insure them well.</p>',
  suite: 'Level 3',
  street: '1 George St',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'au',
  address: {
    suite: 'Level 3',
    street: '1 George St',
    suburb: 'Sydney',
    postcode: '2000',
    state: 'NSW',
    country: { code: 'au', name: 'Australia' },
  },
  addressStr: 'Level 3, 1 George St, Sydney, NSW 2000, Australia',
  avatar: null,
};

export const sampleUser = (country: 'au' | 'nz' | 'gb' | 'others', roles: string[] = ['Adviser']) => ({
  user_id: 1,
  user_name: 'adviser.au',
  person_name: 'Olivia Chen',
  email: 'olivia.chen@example.com',
  roles,
  sso_token: 'sso',
  country,
  app_theme: 'default',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 0, cpd: 0, cpdnz: 0 },
  companies: [{ id: 11, name: 'Harbourside Insurance Brokers', is_primary: true }],
});

export const placesHandlers = [
  http.get('/api/geo/places', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json({
      data: [
        {
          place_id: 'au:sydney-1',
          description: `${q}, Sydney NSW 2000, Australia`,
          main_text: q,
          secondary_text: 'Sydney NSW 2000',
          postcode: '2000',
        },
        {
          place_id: 'au:parramatta-1',
          description: `${q}, Parramatta NSW 2150, Australia`,
          main_text: q,
          secondary_text: 'Parramatta NSW 2150',
          postcode: '2150',
        },
      ],
    });
  }),
  http.get('/api/geo/places/:placeId', () =>
    HttpResponse.json({
      place_id: 'au:sydney-1',
      address: '5 Martin Pl, Sydney NSW 2000, Australia',
      lat: -33.87,
      lng: 151.21,
      street: '5 Martin Pl',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: { code: 'au', name: 'Australia' },
    }),
  ),
];

const REGION_DEFAULTS = { au: ['AUD', '1', '8'], others: [null, null, '8'] } as const;

/** GET /user/settings as the API answers it for a region (values unset, defaults from the region). */
export const sampleSettings = (region: 'au' | 'others') => {
  const [currency, dateFormat, taxonomy] = REGION_DEFAULTS[region];
  return {
    data: [
      { key: 'app_site', value: null, default_value: 'rc', default_options: [{ value: 'rc', label: 'Risk Atlas' }] },
      {
        key: 'industry_classification',
        value: null,
        default_value: taxonomy,
        default_options: [
          { value: '4', label: 'Provider codes' },
          { value: '8', label: 'ANZSIC 2006' },
          { value: '12', label: 'UK SIC 2007' },
        ],
      },
      {
        key: 'country_region',
        value: region === 'others' ? 'others' : null,
        default_value: 'au',
        default_options: [
          { value: 'au', label: 'Australia' },
          { value: 'nz', label: 'New Zealand' },
          { value: 'gb', label: 'United Kingdom' },
          { value: 'others', label: 'Others' },
        ],
      },
      {
        key: 'currency',
        value: null,
        default_value: currency,
        default_options: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'JPY', 'NZD', 'USD'].map((code) => ({ value: code, label: code })),
      },
      {
        key: 'date_format',
        value: null,
        default_value: dateFormat,
        default_options: ['DD/MM/YYYY', 'DD-MM-YYYY', 'MM/DD/YYYY', 'MM-DD-YYYY', 'YYYY/MM/DD', 'YYYY-MM-DD'].map((label, index) => ({
          value: String(index + 1),
          label,
        })),
      },
      { key: 'report_theme', value: null, default_value: '1', default_options: [{ value: '1', label: 'Default' }] },
    ],
  };
};

export const samplePrimaryCompany = {
  id: 11,
  name: 'Harbourside Insurance Brokers',
  description: '<p>Harbourside helps businesses understand and insure their risks.</p>',
  logo: null,
  is_primary: true,
  address: { street: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: { code: 'au', name: 'Australia' } },
};

export const sampleSecondCompany = {
  id: 12,
  name: 'Coastal Risk Partners',
  description: null,
  logo: null,
  is_primary: false,
  address: null,
};
