import { ApiProvider, createApiClient, useUser, type ApiClient, type Schema } from '@riskatlas/api-client';
import { ThemeProvider, type RiskAtlasTheme } from '@riskatlas/theme';
import { PortalContainerProvider, Spinner } from '@riskatlas/widgets';
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { StyleSheetManager } from 'styled-components';
import { CONNECT_TIMEOUT_MS, UNAVAILABLE_MESSAGE } from '../protocol';
import type { EmbedConfig } from './config';
import type { WidgetContext, WidgetModule } from './element';
import { resolvePartnerTheme } from './theme';

export type EmbedUser = Schema<'User'>;

/** What a widget module renders from: the element's attributes, the signed-in user and an event emitter. */
export interface WidgetRenderProps {
  attributes: Readonly<Record<string, string>>;
  user: EmbedUser;
  emit: WidgetContext['emit'];
}

const clients = new Map<string, ApiClient>();

/** One client per page settings, so widgets with the same settings share SWR's cache. */
function clientFor({ apiBase, key, token }: EmbedConfig): ApiClient {
  const id = JSON.stringify([apiBase, key, token]);
  let client = clients.get(id);
  if (!client) {
    client = createApiClient({
      baseUrl: apiBase,
      apiKey: key ?? null,
      auth: () => (token ? { scheme: 'LinkGen', token } : null),
      // A blocked or silent API must turn into the error state, not an endless spinner.
      fetch: (request) => globalThis.fetch(new Request(request, { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) })),
    });
    clients.set(id, client);
  }
  return client;
}

/**
 * The host page's inherited `color` and `font` (even `!important` ones) stop at the element: an
 * `!important` rule of the shadow tree's own `:host` outranks the page's.
 */
function hostReset(theme: RiskAtlasTheme): string {
  return (
    `:host{all:initial!important;display:block!important;box-sizing:border-box;color:${theme.color.text.default}!important;` +
    `font-family:${theme.font.family.body}!important;font-size:${theme.font.size.body}px;line-height:${theme.font.lineHeight.body}}` +
    ':host([hidden]){display:none!important}*,*::before,*::after{box-sizing:inherit}'
  );
}

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.color.feedback.error.border};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.feedback.error.background};
  color: ${({ theme }) => theme.color.feedback.error.foreground};
`;

/** Renders the widget once Risk Atlas answered for this user; its error state when it did not. */
function Connected({ children, onUnavailable }: { children: (user: EmbedUser) => ReactNode; onUnavailable: () => void }) {
  const { data, error } = useUser(undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
  useEffect(() => {
    if (error) onUnavailable();
  }, [error, onUnavailable]);
  if (error) return <Alert role="alert">{UNAVAILABLE_MESSAGE}</Alert>;
  if (!data) return <Spinner label="Loading Risk Atlas" />;
  return <>{children(data)}</>;
}

function Embed({ root, context, render }: { root: ShadowRoot; context: WidgetContext; render: (props: WidgetRenderProps) => ReactNode }) {
  const theme = resolvePartnerTheme(context.attributes.theme ?? context.config.theme);
  return (
    <StyleSheetManager target={root}>
      <ThemeProvider theme={theme}>
        <style>{hostReset(theme)}</style>
        <ApiProvider client={clientFor(context.config)}>
          <PortalContainerProvider>
            <Connected onUnavailable={context.warnUnavailable}>
              {(user) => render({ attributes: context.attributes, user, emit: context.emit })}
            </Connected>
          </PortalContainerProvider>
        </ApiProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}

/**
 * Turns a render function into a widget chunk the custom element mounts into its shadow root. No
 * toast region: widgets that raise toasts use `defineWidget` from ./host, which adds one.
 */
export function defineWidget(render: (props: WidgetRenderProps) => ReactNode): WidgetModule {
  return {
    mount(root, context) {
      const container = document.createElement('div');
      root.replaceChildren(container);
      const reactRoot = createRoot(container);
      const draw = (next: WidgetContext) => reactRoot.render(<Embed root={root} context={next} render={render} />);
      draw(context);
      return {
        update: draw,
        unmount: () => reactRoot.unmount(),
      };
    },
  };
}

/** A number attribute, or undefined when missing or not a number. */
export function numberAttribute(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
