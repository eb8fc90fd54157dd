import { UNAVAILABLE_WARNING } from '../protocol';
import type { ConfigStore, EmbedConfig } from './config';

let warned = false;

/**
 * Warns once per page, however many widgets could not reach Risk Atlas. It lives in the runtime and
 * reaches widgets through their context, so no widget chunk needs a module of its own for it.
 */
function warnUnavailable(): void {
  if (warned) return;
  warned = true;
  console.warn(UNAVAILABLE_WARNING);
}

/** What a widget element gives its widget on every render. */
export interface WidgetContext {
  config: EmbedConfig;
  /** The element's attributes of interest, by attribute name; absent ones are missing. */
  attributes: Readonly<Record<string, string>>;
  /** Dispatches a DOM event from the element that crosses the shadow boundary. */
  emit(name: string, detail: unknown): void;
  /** Logs the page's single warning that Risk Atlas cannot be reached (only the first call logs). */
  warnUnavailable(): void;
}

/** A widget chunk: renders into a shadow root and updates or unmounts on request. */
export interface WidgetModule {
  mount(root: ShadowRoot, context: WidgetContext): { update(context: WidgetContext): void; unmount(): void };
}

interface ElementOptions {
  load: () => Promise<{ default: WidgetModule }>;
  attributes: readonly string[];
  store: ConfigStore;
}

/** Defines `<risk-…>`: a shadow root per element, the widget chunk loaded on first connect. */
export function defineWidgetElement(tag: string, { load, attributes, store }: ElementOptions): void {
  if (customElements.get(tag)) return;
  const observed = [...attributes, 'theme'];

  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = observed;
      private mounted: ReturnType<WidgetModule['mount']> | null = null;
      private unsubscribe: (() => void) | null = null;
      private connection = 0;

      private context(): WidgetContext {
        const values: Record<string, string> = {};
        for (const name of observed) {
          const value = this.getAttribute(name);
          if (value !== null) values[name] = value;
        }
        return {
          config: store.config,
          attributes: values,
          emit: (name, detail) => this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
          warnUnavailable,
        };
      }

      connectedCallback() {
        const connection = ++this.connection;
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        this.unsubscribe = store.subscribe(() => this.mounted?.update(this.context()));
        load().then(
          ({ default: widget }) => {
            // Removed (or moved) while the chunk loaded: the newer connection renders.
            if (connection !== this.connection || !this.isConnected) return;
            this.mounted = widget.mount(root, this.context());
          },
          () => {
            warnUnavailable();
            return import('./unavailable').then(({ showUnavailable }) => showUnavailable(root));
          },
        );
      }

      disconnectedCallback() {
        this.connection += 1;
        this.unsubscribe?.();
        this.mounted?.unmount();
        this.mounted = null;
      }

      attributeChangedCallback() {
        this.mounted?.update(this.context());
      }
    },
  );
}
