import { font, palette, radii, shadow, space, zIndex } from './tokens';

/**
 * The four brand colours a theme is built from. They are the theme colours of docs/product/themes-and-brands.md (title,
 * background 1, background 2, bar) and the same four a report theme carries, so a partner gives
 * four colours and gets a coherent widget theme and report theme.
 */
export interface BrandColors {
  /** Headings and the primary action. Default `#003262`. */
  title: string;
  /** Brand surfaces such as banners and the header. Default `#2367a5`. */
  background1: string;
  /** Deep brand surfaces such as the footer. Default `#00203f`. */
  background2: string;
  /** Accent bars, focus rings and chart bars. Default `#019cae`. */
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
      primary: ColorPair & { backgroundHover: string };
      secondary: ColorPair & { backgroundHover: string; border: string };
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

/**
 * The roles that follow the brand colours. `createTheme` re-applies these when a partner override
 * changes `brand`, so four colours are enough for a partner; explicit role overrides still win.
 */
export function brandRoles(brand: BrandColors) {
  return {
    text: { heading: brand.title, link: brand.background1, linkHover: brand.title },
    surface: { brand: brand.background1, brandStrong: brand.background2 },
    border: { focus: brand.background1 },
    action: {
      primary: {
        background: brand.title,
        backgroundHover: brand.background2,
        foreground: palette.white,
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
        secondary: {
          background: palette.white,
          backgroundHover: palette.grey100,
          foreground: brand.title,
          border: brand.title,
        },
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
