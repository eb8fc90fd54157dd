import { createTheme } from '../../create-theme';

/**
 * A sample partner (white-label) theme, built the way a real partner's will be: a partial override
 * of the default theme, validated by `createTheme`. Four brand colours recolour every brand role;
 * one explicit role shows that overrides win over the derived values.
 */
export const harbourBrokersTheme = createTheme({
  name: 'partner:harbour-brokers',
  brand: {
    title: '#4a1d5c',
    background1: '#6b3f86',
    background2: '#2b0f38',
    bar: '#d4a017',
  },
  color: {
    surface: { sunken: '#f6f1f8' },
  },
});
