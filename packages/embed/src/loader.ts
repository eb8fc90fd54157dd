import {
  CONNECT_TIMEOUT_MS,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_WARNING,
  WIDGET_NAMES,
  type RiskAtlasGlobal,
  type RuntimeModule,
} from './protocol';

/** `v<version>/runtime.js`, set by the build: a new release never reuses a cached runtime. */
declare const __RUNTIME_PATH__: string;

type Host = Window & { RiskAtlas?: RiskAtlasGlobal };

/**
 * embed.js: replaces the snippet's queue stub with the real `RiskAtlas`, loads the versioned runtime
 * once per page and replays the queued calls. When the runtime cannot be loaded, every widget on the
 * page shows the unavailable message and the console gets one warning, nothing thrown.
 */
(function load(host: Host) {
  if (host.RiskAtlas?.ready) return; // embed.js included twice: the runtime is already loading
  const script = document.currentScript as HTMLScriptElement | null;
  const scriptUrl = script?.src || location.href;
  const queue: unknown[][] = Array.from(host.RiskAtlas?.q ?? [], (args) => Array.from(args));
  let runtime: ReturnType<RuntimeModule['start']> | undefined;

  const riskAtlas = function (...args: unknown[]) {
    if (runtime) runtime.call(args);
    else queue.push(args);
  } as RiskAtlasGlobal;
  riskAtlas.version = __RUNTIME_PATH__.slice(1, __RUNTIME_PATH__.indexOf('/'));

  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CONNECT_TIMEOUT_MS));
  riskAtlas.ready = Promise.race([
    import(/* @vite-ignore */ new URL(__RUNTIME_PATH__, scriptUrl).href) as Promise<RuntimeModule>,
    timeout,
  ]).then(
    (module) => {
      runtime = module.start({ scriptUrl });
      for (const args of queue.splice(0)) runtime.call(args);
      return true;
    },
    () => {
      console.warn(UNAVAILABLE_WARNING);
      const targets = queue.map((args) => (args[0] === 'mount' ? args[1] : null));
      const elements = document.querySelectorAll(WIDGET_NAMES.map((name) => `risk-${name}`).join());
      for (const target of [...targets, ...Array.from(elements)]) {
        const element = typeof target === 'string' ? document.querySelector(target) : target;
        if (element instanceof HTMLElement) showUnavailable(element);
      }
      return false;
    },
  );
  host.RiskAtlas = riskAtlas;
})(window);

function showUnavailable(element: HTMLElement) {
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.innerHTML =
    '<p role="alert" style="all:initial;display:block;font:14px/1.5 system-ui,sans-serif;color:#5c1a1a;padding:12px;border:1px solid #d9a3a3;border-radius:4px"></p>';
  root.firstChild!.textContent = UNAVAILABLE_MESSAGE;
}
