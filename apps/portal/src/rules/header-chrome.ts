/** docs/product/shell-and-dashboard.md#header: the header hides when scrolling down past 200 px and gains a shadow after 10 px. */
export const HIDE_AFTER_PX = 200;
export const SHADOW_AFTER_PX = 10;

/**
 * The bar's height at every width, signed in or out, with or without the user: one row (below xl the
 * main menu folds behind a Menu button), so the page below never moves when the menu arrives, and the
 * pre-rendered frame (brand only) is as tall as the header that replaces it.
 */
export const HEADER_HEIGHT_PX = 56;

export interface HeaderChrome {
  hidden: boolean;
  shadow: boolean;
  /** Transparent over the home page's banner while near the top. */
  transparent: boolean;
}

/** The header's look after the page scrolled from `previousY` to `y`; scrolling up always shows it again. */
export function headerChrome(previousY: number, y: number, onHomePage: boolean): HeaderChrome {
  return {
    hidden: y > previousY && y > HIDE_AFTER_PX,
    shadow: y > SHADOW_AFTER_PX,
    transparent: onHomePage && y <= SHADOW_AFTER_PX,
  };
}
