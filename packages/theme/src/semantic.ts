import { contrastRatio, shiftLightness, withContrast } from './color';
import { font, palette, radii, shadow, space, zIndex } from './tokens';

/**
 * The four brand colours a theme is built from. They are the theme colours of docs/product/themes-and-brands.md (title,
 * background 1, background 2, bar) and the same four a report theme carries, so a partner gives
 * four colours and gets a coherent widget theme and report theme.
 */
export interface BrandColors {
  /** Headings, the primary and secondary actions, selected tabs and toggles. Default `#003262`. */
  title: string;
  /** Brand surfaces such as banners and the header, links and focus rings. Default `#2367a5`. */
  background1: string;
  /** Deep brand surfaces such as the footer, and the primary action when hovered. Default `#00203f`. */
  background2: string;
  /** Accent bars, chart bars and the indicator of a selected tab or toggle. Default `#019cae`. */
  bar: string;
}

export interface ColorPair {
  background: string;
  foreground: string;
}

/**
 * Everything a widget may read from the theme. Widgets read these roles only, never tokens, so
 * `createTheme` can recolour a role for a partner without touching components.
 */
export interface RiskAtlasTheme {
  /** Identifies the theme in toolbars, embeds and error messages. */
  name: string;
  brand: BrandColors;
  color: {
    text: {
      default: string;
      muted: string;
      inverse: string;
      heading: string;
      link: string;
      linkHover: string;
      danger: string;
      success: string;
    };
    surface: {
      page: string;
      raised: string;
      sunken: string;
      brand: string;
      brandStrong: string;
      /** The dimmed layer behind a modal. */
      backdrop: string;
    };
    border: {
      default: string;
      strong: string;
      focus: string;
      danger: string;
    };
    action: {
      /** Filled buttons: the main action of a widget. */
      primary: ColorPair & { backgroundHover: string; backgroundActive: string };
      /** Outlined buttons and toggles (the hazard index's Chart and Grid, Browse). */
      secondary: ColorPair & { backgroundHover: string; backgroundActive: string; border: string };
      /** A selected tab, toggle, menu item or step: its text and the bar that marks it. */
      selected: { foreground: string; indicator: string };
      disabled: ColorPair;
    };
    feedback: {
      success: ColorPair & { border: string };
      error: ColorPair & { border: string };
      info: ColorPair & { border: string };
    };
    accent: string;
    /** Hazard index bands (see `bands.ts`); `unknown` for a missing or invalid rating. */
    hazard: {
      low: ColorPair;
      medium: ColorPair;
      high: ColorPair;
      unknown: ColorPair;
    };
    /** NatCat risk levels: low, medium, high, otherwise grey. */
    natcat: {
      low: string;
      medium: string;
      high: string;
      unknown: string;
    };
  };
  space: {
    none: number;
    xxs: number;
    xs: number;
    sm: number;
    md: number;
    lg: number;
    xl: number;
    xxl: number;
  };
  radius: {
    control: number;
    surface: number;
    pill: number;
  };
  font: {
    family: { body: string; heading: string; mono: string };
    size: {
      small: number;
      body: number;
      large: number;
      heading3: number;
      heading2: number;
      heading1: number;
    };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; body: number };
  };
  shadow: {
    raised: string;
    overlay: string;
    header: string;
  };
  zIndex: {
    header: number;
    overlay: number;
    modal: number;
    toast: number;
  };
}

/** WCAG AA minimum contrast for text (and a button's label on its background). */
export const TEXT_CONTRAST = 4.5;
/** WCAG AA minimum contrast for focus rings and other non-text indicators (1.4.11). */
export const INDICATOR_CONTRAST = 3;

/**
 * `colour` when it reaches `minimum` against every background, else the nearest lightness of its
 * hue that does. Falls back to the colour itself only for colours it cannot measure (translucent),
 * which `createTheme` refuses in brand colours anyway.
 */
function readable(colour: string, backgrounds: readonly string[], minimum: number): string {
  // Only ever light backgrounds together (page, hover, pressed), so darkening for one keeps the others.
  return backgrounds.reduce((result, background) => withContrast(result, background, minimum) ?? result, colour);
}

function reads(foreground: string, background: string, minimum: number): boolean {
  return (contrastRatio(foreground, background) ?? 0) >= minimum;
}

/** White or dark text, whichever reads on `background`; `undefined` when neither does. */
function labelColour(background: string): string | undefined {
  return [palette.white, palette.grey900].find((label) => reads(label, background, TEXT_CONTRAST));
}

/**
 * The roles that follow the brand colours: headings, links, the focus ring, the primary and
 * secondary actions (hover and pressed too), the selected tab or toggle, the brand surfaces and the
 * accent. `buildTheme` builds every bundled theme with them and `createTheme` re-applies them when
 * an override changes `brand`, so four colours are enough for a partner; explicit role overrides
 * still win.
 *
 * Each derived pair reaches WCAG AA on the page (white) and on its own background: text 4.5:1, focus
 * ring and selection indicator 3:1. A brand colour that already does is used as given (so the
 * default theme keeps its exact colours); one that does not is moved in lightness, keeping its hue,
 * until it does. The primary label is white or dark, whichever reads.
 */
export function brandRoles(brand: BrandColors) {
  const page = palette.white;
  const neutralHover = palette.grey100;

  let primary = brand.title;
  let label = labelColour(primary);
  if (!label) {
    // A mid-tone neither white nor dark text reads on: darken it until white does.
    primary = readable(primary, [palette.white], TEXT_CONTRAST);
    label = palette.white;
  }
  const darker = label === palette.white;
  // Hover: the deep brand colour when the label reads on it; otherwise a shade of the primary.
  const hoverCandidate =
    reads(label, brand.background2, TEXT_CONTRAST) && brand.background2 !== primary
      ? brand.background2
      : shiftLightness(primary, darker ? -8 : 8);
  const hover = readable(hoverCandidate, [label], TEXT_CONTRAST);
  const active = readable(shiftLightness(hover, darker ? -15 : 15), [label], TEXT_CONTRAST);

  const onPage = readable(brand.title, [page, neutralHover, palette.grey200], TEXT_CONTRAST);
  return {
    text: {
      heading: readable(brand.title, [page], TEXT_CONTRAST),
      link: readable(brand.background1, [page], TEXT_CONTRAST),
      linkHover: readable(brand.title, [page], TEXT_CONTRAST),
    },
    surface: { brand: brand.background1, brandStrong: brand.background2 },
    border: { focus: readable(brand.background1, [page], INDICATOR_CONTRAST) },
    action: {
      primary: { background: primary, backgroundHover: hover, backgroundActive: active, foreground: label },
      secondary: {
        background: page,
        backgroundHover: neutralHover,
        backgroundActive: palette.grey200,
        foreground: onPage,
        border: onPage,
      },
      selected: {
        foreground: readable(brand.title, [page], TEXT_CONTRAST),
        indicator: readable(brand.bar, [page], INDICATOR_CONTRAST),
      },
    },
    accent: brand.bar,
  } as const;
}

/** Builds a complete theme from brand colours and the token scales. */
export function buildTheme({ name, brand }: { name: string; brand: BrandColors }): RiskAtlasTheme {
  const roles = brandRoles(brand);
  return {
    name,
    brand: { ...brand },
    color: {
      text: {
        default: palette.grey900,
        muted: palette.grey600,
        inverse: palette.white,
        heading: roles.text.heading,
        link: roles.text.link,
        linkHover: roles.text.linkHover,
        danger: palette.red700,
        success: palette.green700,
      },
      surface: {
        page: palette.white,
        raised: palette.white,
        sunken: palette.grey100,
        brand: roles.surface.brand,
        brandStrong: roles.surface.brandStrong,
        backdrop: 'rgba(0, 32, 63, 0.55)',
      },
      border: {
        default: palette.grey300,
        strong: palette.grey600,
        focus: roles.border.focus,
        danger: palette.red700,
      },
      action: {
        primary: { ...roles.action.primary },
        secondary: { ...roles.action.secondary },
        selected: { ...roles.action.selected },
        disabled: { background: palette.grey200, foreground: palette.grey600 },
      },
      feedback: {
        success: { background: palette.green100, foreground: palette.green700, border: palette.green700 },
        error: { background: palette.red100, foreground: palette.red700, border: palette.red700 },
        info: { background: palette.blue100, foreground: palette.navy800, border: palette.blue600 },
      },
      accent: roles.accent,
      hazard: {
        low: { background: palette.hazardYellow, foreground: palette.grey900 },
        medium: { background: palette.hazardOrange, foreground: palette.grey900 },
        high: { background: palette.hazardRed, foreground: palette.white },
        unknown: { background: palette.grey300, foreground: palette.grey900 },
      },
      natcat: {
        low: palette.natcatLow,
        medium: palette.natcatMedium,
        high: palette.natcatHigh,
        unknown: palette.natcatUnknown,
      },
    },
    space: {
      none: space[0],
      xxs: space[1],
      xs: space[2],
      sm: space[3],
      md: space[4],
      lg: space[5],
      xl: space[6],
      xxl: space[7],
    },
    radius: { control: radii.medium, surface: radii.large, pill: radii.round },
    font: {
      family: { body: font.family.sans, heading: font.family.heading, mono: font.family.mono },
      size: {
        small: font.size[100],
        body: font.size[200],
        large: font.size[300],
        heading3: font.size[400],
        heading2: font.size[600],
        heading1: font.size[700],
      },
      weight: { regular: font.weight.regular, medium: font.weight.semibold, bold: font.weight.bold },
      lineHeight: { tight: font.lineHeight.tight, body: font.lineHeight.normal },
    },
    shadow: { raised: shadow.small, overlay: shadow.large, header: shadow.medium },
    zIndex: {
      header: zIndex.header,
      overlay: zIndex.overlay,
      modal: zIndex.modal,
      toast: zIndex.toast,
    },
  };
}
