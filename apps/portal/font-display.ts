import type { Plugin } from 'vite';

/** The self-hosted Inter faces (Fontsource's stylesheet, which declares every subset `swap`). */
const INTER_STYLESHEET = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;

/**
 * Declares the Inter faces `font-display: optional`: text paints at once in the fallback face, and Inter
 * is used only when it is already there (cached, or arriving within the first ~100 ms). A late `swap`
 * re-wraps every line of text the page has shown, and the dashboard's cards jumped by a quarter of the
 * screen (CLS 0.23 in Lighthouse mobile) when the font landed after them.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'risk-atlas:font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!INTER_STYLESHEET.test(id)) return null;
      if (!code.includes('font-display: swap')) throw new Error(`${id} no longer declares font-display: swap; check fontDisplayOptional.`);
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}
