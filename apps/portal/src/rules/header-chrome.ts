/** Spec §2 and §9: the header hides when scrolling down past 200 px and gains a shadow after 10 px. */
export const HIDE_AFTER_PX = 200;
export const SHADOW_AFTER_PX = 10;

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
