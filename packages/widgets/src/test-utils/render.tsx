import { ApiProvider, createApiClient, type ApiClient } from '@riskatlas/api-client';
import { defaultTheme, ThemeProvider, type RiskAtlasTheme } from '@riskatlas/theme';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PortalContainerProvider } from '../primitives/PortalContainer';
import { ToastProvider } from '../primitives/Toast';

/** The API root tests use; msw handlers match `${testApiBaseUrl}/token` and so on. */
export const testApiBaseUrl = 'http://localhost/api';

export interface ProviderOptions {
  /** Theme for the tree. Default: the default theme. */
  theme?: RiskAtlasTheme;
  /** API client for `useApiClient()`. Default: a real client on `testApiBaseUrl`. */
  client?: ApiClient;
}

export function Providers({ theme = defaultTheme, client, children }: ProviderOptions & { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      {/* A fresh SWR cache per render: one test's answers never leak into the next. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client ?? createApiClient({ baseUrl: testApiBaseUrl })}>
          <PortalContainerProvider>
            <ToastProvider>{children}</ToastProvider>
          </PortalContainerProvider>
        </ApiProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

/**
 * Renders `ui` inside the providers every widget expects (theme, API client, portal container,
 * toasts), and returns Testing Library's result plus a `user` from `userEvent.setup()`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { theme, client, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
): RenderResult & { user: UserEvent } {
  const resolvedClient = client ?? createApiClient({ baseUrl: testApiBaseUrl });
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <Providers theme={theme} client={resolvedClient}>
        {children}
      </Providers>
    ),
  });
  return { ...result, user };
}
