// The portal's self-hosted font, so stories (and their screenshots) look as in the portal.
import '@fontsource-variable/inter/index.css';
import { ApiProvider, createApiClient } from '@riskatlas/api-client';
import { ThemeProvider, type RiskAtlasTheme } from '@riskatlas/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useId, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PortalContainerProvider, ToastProvider } from '../packages/widgets/src/primitives';
import { SIDE_BY_SIDE, toolbarTheme, toolbarThemes } from './themes';

// Requests a story does not mock go to the network untouched; stories mock what they use.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

// A real client, as in the portal; MSW answers its requests in the browser.
const apiClient = createApiClient({ baseUrl: '/api' });

/** The providers every widget expects, in the same order as the portal and the embeds. */
function WidgetProviders({ theme, children }: { theme: RiskAtlasTheme; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      {/* A fresh SWR cache per story (and per side-by-side copy): each shows its story's MSW answers. */}
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiProvider client={apiClient}>
          <PortalContainerProvider>
            <ToastProvider>{children}</ToastProvider>
          </PortalContainerProvider>
        </ApiProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

/**
 * One labelled copy of the story in the side-by-side view: a region named after its theme, so a
 * screen reader can tell the four copies apart. Ids inside stay unique because all copies share one
 * React tree (`useId`).
 */
function ThemedCopy({ title, theme, children }: { title: string; theme: RiskAtlasTheme; children: ReactNode }) {
  const labelId = useId();
  return (
    <section data-theme-copy="" aria-labelledby={labelId} style={{ minWidth: 0, border: '1px dashed #9ca3af', padding: 12 }}>
      <p id={labelId} style={{ margin: '0 0 12px', font: '600 12px/1.2 "Inter Variable", sans-serif', color: '#374151' }}>
        {title}
      </p>
      <WidgetProviders theme={theme}>{children}</WidgetProviders>
    </section>
  );
}

/** Wraps every story in the providers, under the toolbar theme or once per theme side by side. */
const withThemes: Decorator = (Story, context) => {
  if (context.globals.theme !== SIDE_BY_SIDE) {
    return (
      <WidgetProviders theme={toolbarTheme(context.globals.theme).theme}>
        <Story />
      </WidgetProviders>
    );
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: 16 }}>
      {toolbarThemes.map(({ key, title, theme }) => (
        <ThemedCopy key={key} title={title} theme={theme}>
          <Story />
        </ThemedCopy>
      ))}
    </div>
  );
};

const preview: Preview = {
  decorators: [withThemes],
  loaders: [mswLoader],
  // A docs page per component: its JSDoc description, a props table from its TypeScript props and
  // their JSDoc, and every story.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [...toolbarThemes.map(({ key, title }) => ({ value: key, title })), { value: SIDE_BY_SIDE, title: 'All side by side' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      config: {
        rules: [
          {
            // Side by side shows the same widget four times by design, so its landmarks repeat
            // (each copy sits in a region named after its theme). Landmark uniqueness is still
            // checked everywhere else, and in every single-theme view.
            id: 'landmark-unique',
            selector: 'body *:not([data-theme-copy] *)',
          },
        ],
      },
    },
    controls: { expanded: true },
  },
};

export default preview;
