import type { RiskAtlasInitOptions } from '../protocol';

/** The page's settings from `RiskAtlas('init', …)`, shared by every widget on the page. */
export interface EmbedConfig extends RiskAtlasInitOptions {
  apiBase: string;
}

type Listener = () => void;

/** The settings and who re-renders when `init` changes them. */
export class ConfigStore {
  private listeners = new Set<Listener>();
  config: EmbedConfig;

  constructor(apiBase: string) {
    this.config = { apiBase };
  }

  update(options: RiskAtlasInitOptions): void {
    this.config = { ...this.config, ...options, apiBase: options.apiBase ?? this.config.apiBase };
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
