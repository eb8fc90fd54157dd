import { createTheme, defaultTheme, natcatTheme, partnerThemes, type RiskAtlasTheme } from '@riskatlas/theme';

/**
 * A second sample partner, built only in Storybook so designers see how far a partner override can
 * go beyond colours: its own font (a system serif stack; a partner's hosted web font is named the
 * same way), square controls and a tighter surface radius, on a green brand. Like a real partner
 * theme it is a partial override validated by `createTheme`.
 */
export const coastalMutualTheme = createTheme({
  name: 'partner:coastal-mutual',
  brand: { title: '#0b4f3c', background1: '#12694f', background2: '#06291f', bar: '#b8860b' },
  font: { family: { body: 'Georgia, "Times New Roman", serif' } },
  radius: { control: 0, surface: 2 },
});

/** A theme the toolbar offers, with the label shown in the toolbar and above each side-by-side copy. */
export interface ToolbarTheme {
  key: string;
  title: string;
  theme: RiskAtlasTheme;
}

/**
 * The themes of the Storybook toolbar, in toolbar order. The keys are the `theme` global: the story
 * test projects pass `natcat` and `partner` (vitest.natcat.config.ts, vitest.partner.config.ts).
 */
export const toolbarThemes: readonly ToolbarTheme[] = [
  { key: 'default', title: 'Default', theme: defaultTheme },
  { key: 'natcat', title: 'NatCat', theme: natcatTheme },
  { key: 'partner', title: 'Partner: Harbour Brokers', theme: partnerThemes['harbour-brokers'] ?? defaultTheme },
  { key: 'partner-coastal', title: 'Partner: Coastal Mutual', theme: coastalMutualTheme },
];

/** The `theme` global that renders the story once per toolbar theme, side by side. */
export const SIDE_BY_SIDE = 'side-by-side';

/** The toolbar theme for a `theme` global; the default theme for anything unknown. */
export function toolbarTheme(key: unknown): ToolbarTheme {
  return toolbarThemes.find((entry) => entry.key === key) ?? toolbarThemes[0]!;
}
