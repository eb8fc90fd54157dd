import type { RiskAtlasGlobal } from '../protocol';

export type { RiskAtlasGlobal, RiskAtlasInitOptions, WidgetName } from '../protocol';
export { WIDGET_NAMES } from '../protocol';

type Host = Window & { RiskAtlas?: RiskAtlasGlobal };

let loading: Promise<RiskAtlasGlobal> | null = null;

function inject(src: string): Promise<RiskAtlasGlobal> {
  const host = window as Host;
  // The same queue stub as the HTML snippet: calls made before embed.js runs are replayed.
  host.RiskAtlas ??= Object.assign(
    function queue(...args: unknown[]) {
      (host.RiskAtlas!.q ??= []).push(args);
    } as RiskAtlasGlobal,
    { q: [] },
  );
  if (host.RiskAtlas.ready) return settle(host.RiskAtlas);
  return new Promise<RiskAtlasGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = (window as Host).RiskAtlas;
      if (loaded?.ready) settle(loaded).then(resolve, reject);
      else reject(new Error(`${src} did not define RiskAtlas.`));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Risk Atlas could not be loaded from ${src}.`));
    });
    document.head.append(script);
  });
}

async function settle(riskAtlas: RiskAtlasGlobal): Promise<RiskAtlasGlobal> {
  if (!(await riskAtlas.ready)) throw new Error('The Risk Atlas widget runtime could not be loaded.');
  return riskAtlas;
}

/**
 * Loads `embed.js` (and through it the widget runtime) once per page and resolves with the global
 * `RiskAtlas` function once the runtime runs. The promise is shared by every caller; when loading
 * fails it rejects and the next call tries again. On the server (no `window`) it resolves `null`.
 *
 * @example
 * const riskAtlas = await loadRiskAtlas({ src: 'http://127.0.0.1:3000/embed/embed.js' });
 * riskAtlas?.('init', { key: 'ra_pk_demo_loopback', token });
 * riskAtlas?.('mount', '#search', 'industry-search');
 */
export function loadRiskAtlas({ src }: { src: string }): Promise<RiskAtlasGlobal | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(null);
  loading ??= inject(src).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
