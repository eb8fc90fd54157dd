/** The API origin the example page names (what `npm start` runs). */
export declare const DEFAULT_API_ORIGIN: string;

export interface PartnerSiteOptions {
  port?: number;
  host?: string;
  /** Where embed.js is loaded from. Default {@link DEFAULT_API_ORIGIN}. */
  apiOrigin?: string;
  /** A partner key instead of the demo key. */
  key?: string;
  /** Where the widgets send API calls. Default: `/api` on the origin embed.js came from. */
  apiBase?: string;
  /** A page to serve instead of index.html and report.html (the API origin in it is substituted too). */
  html?: string;
}

export declare function startPartnerSite(options?: PartnerSiteOptions): Promise<{ url: string; close(): Promise<unknown> }>;
