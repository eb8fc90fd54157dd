import { describe, expect, it } from 'vitest';
import { australianPlaces, geoNamesPlaces } from './gazetteer-build.js';
import { Gazetteer, MAX_SUGGESTIONS, normalise } from './gazetteer.js';

const gazetteer = new Gazetteer([
  ...australianPlaces([
    { id: 14186, postcode: '4810', locality: 'TOWNSVILLE', state: 'QLD', lat: -19.2589, long: 146.8169 },
    { id: 14190, postcode: '4810', locality: 'TOWNSVILLE', state: 'QLD', lat: -19.2589, long: 146.8169 },
    { id: 9710, postcode: '4341', locality: 'TOWNSON', state: 'QLD', lat: -27.9, long: 152.3 },
    { id: 1, postcode: '2000', locality: 'SYDNEY', state: 'NSW', lat: -33.8688, long: 151.2093 },
    { id: 2, postcode: '0000', locality: 'NOWHERE', state: 'NT', lat: 0, long: 0 },
  ]),
  ...geoNamesPlaces([
    { cityId: 2179537, name: 'Wellington', country: 'NZ', adminCode: 'G2', loc: { coordinates: [174.77557, -41.28664] } },
    { cityId: 2179670, name: 'Whangārei', country: 'NZ', adminCode: 'F6', loc: { coordinates: [174.32391, -35.72517] } },
    { cityId: 2634341, name: 'Wellington', country: 'GB', adminCode: 'ENG', loc: { coordinates: [-3.2148, 50.97799] } },
    { cityId: 1, name: 'Paris', country: 'FR', adminCode: 'A8', loc: { coordinates: [2.35, 48.85] } },
  ]),
]);

describe('Gazetteer', () => {
  it('suggests AU suburbs with state and postcode, one per locality and postcode', () => {
    const suggestions = gazetteer.suggest('Towns');
    expect(suggestions.map((suggestion) => suggestion.description)).toEqual([
      'Townson QLD 4341, Australia',
      'Townsville QLD 4810, Australia',
    ]);
    expect(suggestions[1]).toEqual({
      place_id: 'au:14186',
      description: 'Townsville QLD 4810, Australia',
      main_text: 'Townsville',
      secondary_text: 'QLD 4810, Australia',
      postcode: '4810',
    });
  });

  it('finds a suburb by its postcode and by "locality state"', () => {
    expect(gazetteer.suggest('481').map((suggestion) => suggestion.place_id)).toEqual(['au:14186']);
    expect(gazetteer.suggest('sydney nsw 2')[0]!.place_id).toBe('au:1');
  });

  it('ranks an exact locality first, filters by country, ignores accents and keeps only AU, NZ and GB', () => {
    expect(gazetteer.suggest('wellington').map((suggestion) => suggestion.secondary_text)).toEqual([
      'Wellington, New Zealand',
      'England, United Kingdom',
    ]);
    expect(gazetteer.suggest('wellington', 'gb').map((suggestion) => suggestion.place_id)).toEqual(['gb:2634341']);
    expect(gazetteer.suggest('whangarei')[0]!.main_text).toBe('Whangārei');
    expect(gazetteer.suggest('paris')).toEqual([]);
    expect(gazetteer.suggest('nowhere')).toEqual([]);
  });

  it('returns place details by id and nothing for an unknown one', () => {
    expect(gazetteer.find('nz:2179537')).toMatchObject({
      locality: 'Wellington',
      state: 'Wellington',
      postcode: null,
      country: 'nz',
      lat: -41.28664,
    });
    expect(gazetteer.find('au:999999')).toBeNull();
  });

  it('answers at most ten suggestions, and none for punctuation only', () => {
    expect(gazetteer.suggest('w').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(gazetteer.suggest(' ,. ')).toEqual([]);
    expect(normalise('  Whangārei, NZ ')).toBe('whangarei nz');
  });
});
