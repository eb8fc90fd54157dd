import { describe, expect, it } from 'vitest';
import { dateFormatOf } from './settings-format';

const options = [
  { value: '1', label: 'DD/MM/YYYY' },
  { value: '6', label: 'YYYY-MM-DD' },
];

describe('date format setting', () => {
  it('uses the chosen value, else the default, else DD/MM/YYYY', () => {
    expect(dateFormatOf([{ key: 'date_format', value: '6', default_value: '1', default_options: options }])).toBe('YYYY-MM-DD');
    expect(dateFormatOf([{ key: 'date_format', value: null, default_value: '1', default_options: options }])).toBe('DD/MM/YYYY');
    expect(dateFormatOf([{ key: 'date_format', value: null, default_value: null, default_options: [] }])).toBe('DD/MM/YYYY');
    expect(dateFormatOf(undefined)).toBe('DD/MM/YYYY');
  });
});
