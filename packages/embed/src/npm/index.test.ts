import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiskAtlasGlobal } from '../protocol';

const SRC = 'http://127.0.0.1:3000/embed/embed.js';
type Host = Window & { RiskAtlas?: RiskAtlasGlobal };

/** The module afresh (its cached promise is module state). */
async function freshLoader() {
  vi.resetModules();
  return (await import('./index')).loadRiskAtlas;
}

/** The injected embed.js tags; jsdom does not run them, so each test plays the script's part. */
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)];

/** What embed.js does when it runs: replaces the stub with a RiskAtlas whose runtime loaded (or not). */
function runEmbedScript(script: HTMLScriptElement, runtimeLoads = true) {
  const riskAtlas = vi.fn() as unknown as RiskAtlasGlobal;
  riskAtlas.ready = Promise.resolve(runtimeLoads);
  (window as Host).RiskAtlas = riskAtlas;
  script.dispatchEvent(new Event('load'));
  return riskAtlas;
}

beforeEach(() => {
  delete (window as Host).RiskAtlas;
  document.head.replaceChildren();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRiskAtlas', () => {
  it('resolves null on the server, without touching anything', async () => {
    const loadRiskAtlas = await freshLoader();
    vi.stubGlobal('window', undefined);
    await expect(loadRiskAtlas({ src: SRC })).resolves.toBeNull();
  });

  it('loads embed.js once however often it is called, and queues calls made before it ran', async () => {
    const loadRiskAtlas = await freshLoader();
    const first = loadRiskAtlas({ src: SRC });
    const second = loadRiskAtlas({ src: SRC });
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    (window as Host).RiskAtlas!('init', { key: 'ra_pk_demo_loopback' });
    expect((window as Host).RiskAtlas!.q).toEqual([['init', { key: 'ra_pk_demo_loopback' }]]);

    const riskAtlas = runEmbedScript(scripts()[0]!);
    await expect(first).resolves.toBe(riskAtlas);
    await expect(loadRiskAtlas({ src: SRC })).resolves.toBe(riskAtlas);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when embed.js cannot be loaded, and tries again on the next call', async () => {
    const loadRiskAtlas = await freshLoader();
    const failed = loadRiskAtlas({ src: SRC });
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Risk Atlas could not be loaded from ${SRC}.`);
    expect(scripts()).toHaveLength(0);

    const retried = loadRiskAtlas({ src: SRC });
    expect(retried).not.toBe(failed);
    const riskAtlas = runEmbedScript(scripts()[0]!);
    await expect(retried).resolves.toBe(riskAtlas);
  });

  it('rejects when the widget runtime could not be loaded', async () => {
    const loadRiskAtlas = await freshLoader();
    const loading = loadRiskAtlas({ src: SRC });
    runEmbedScript(scripts()[0]!, false);
    await expect(loading).rejects.toThrow('The Risk Atlas widget runtime could not be loaded.');
  });
});
