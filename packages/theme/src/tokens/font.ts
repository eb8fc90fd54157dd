/** Typography tokens. Sizes in pixels, so the theme survives a host page's odd root font size. */
export const font = {
  family: {
    sans: '"Inter Variable", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Inter Variable", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace',
  },
  size: {
    100: 12,
    200: 14,
    300: 16,
    400: 18,
    500: 20,
    600: 24,
    700: 32,
  },
  weight: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeight: {
    tight: 1.2,
    normal: 1.5,
  },
} as const;
