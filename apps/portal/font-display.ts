import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build';

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

/** The face nearly every page's text uses (Fontsource names it by subset); the other subsets stay on demand. */
const LATIN_FACE = /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The latin Inter face among the build's files. */
export function latinFace(fileNames: readonly string[]): string {
  const face = fileNames.find((fileName) => LATIN_FACE.test(fileName));
  if (!face) throw new Error('fontPreload: the build has no latin Inter face (did Fontsource rename it?).');
  return face;
}

/**
 * Preloads Inter's latin face with every page. An `optional` face that arrives a moment after the
 * pre-rendered text has painted still takes over, and the re-wrapped text pushed the home banner's
 * illustration down (CLS 0.137 in one Lighthouse run in five). Chrome holds the first paint for up to
 * 100 ms for a preloaded optional face, then paints either with it or, for the whole visit, without it:
 * the text never re-wraps.
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'risk-atlas:font-preload',
    apply: clientBuildOnly,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `${base}${latinFace(Object.keys(context.bundle ?? {}))}`,
          },
          injectTo: 'head',
        },
      ],
    },
  };
}
