/** What a partner page passes to `RiskAtlas('init', …)`. */
export interface RiskAtlasInitOptions {
  /** The partner's publishable key (`ra_…`), registered for the page's origin. */
  key?: string;
  /** A partner theme: a theme override object or its JSON, validated by `createTheme`. */
  theme?: unknown;
  /** The user's session: a link-generated token (sent as `Authorization: LinkGen <token>`). */
  token?: string;
  /** Root of the API. Default: `/api` on the origin `embed.js` was loaded from. */
  apiBase?: string;
}

/** The widgets an embed can mount, by custom-element name without the `risk-` prefix. */
export const WIDGET_NAMES = [
  'industry-search',
  'hazard-index',
  'checklist',
  'natcat-panel',
  'under-insurance-calculator',
  'building-cost-calculator',
  'report-builder',
  'industry-compare',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** The global `RiskAtlas` function: a queue until the runtime loads, then the runtime's commands. */
export interface RiskAtlasGlobal {
  (command: 'init', options: RiskAtlasInitOptions): void;
  (command: 'mount', target: Element | string, widget: WidgetName, props?: Record<string, unknown>): void;
  /** Calls made before the loader ran (the snippet's stub pushes them here). */
  q?: ArrayLike<unknown>[];
  /** The runtime version; set once the loader ran. */
  version?: string;
  /** Settles once: true when the runtime loaded, false when it could not be loaded. */
  ready?: Promise<boolean>;
}

/** What the runtime module exports to the loader. */
export interface RuntimeModule {
  start(options: { scriptUrl: string }): { call(args: readonly unknown[]): void };
}

/** Shown by every widget that cannot reach Risk Atlas (runtime or API). */
export const UNAVAILABLE_MESSAGE = 'Risk Atlas is not available right now. Please try again later.';

/** The single console warning an embed gives when it cannot reach Risk Atlas. */
export const UNAVAILABLE_WARNING = 'Risk Atlas: the widgets could not reach Risk Atlas, so they show their error state.';

/** How long a widget waits for Risk Atlas before it shows its error state. */
export const CONNECT_TIMEOUT_MS = 8000;
