import { ApiProvider, createApiClient } from '@riskatlas/api-client';
import { defaultTheme, natcatTheme, partnerThemes, ThemeProvider, type RiskAtlasTheme } from '@riskatlas/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { SWRConfig } from 'swr';
import { PortalContainerProvider, ToastProvider } from '../packages/widgets/src/primitives';

// Requests a story does not mock go to the network untouched; stories mock what they use.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const themes: Record<string, RiskAtlasTheme> = {
  default: defaultTheme,
  natcat: natcatTheme,
  partner: partnerThemes['harbour-brokers'] ?? defaultTheme,
};

// A real client, as in the portal; MSW answers its requests in the browser.
const apiClient = createApiClient({ baseUrl: '/api' });

/** The providers every widget expects, in the same order as the portal and the embeds. */
const withProviders: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? defaultTheme;
  return (
    <ThemeProvider theme={theme}>
      {/* A fresh SWR cache per story: each story's MSW answers are the ones it shows. */}
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiProvider client={apiClient}>
          <PortalContainerProvider>
            <ToastProvider>
              <Story />
            </ToastProvider>
          </PortalContainerProvider>
        </ApiProvider>
      </SWRConfig>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader],
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'natcat', title: 'NatCat' },
          { value: 'partner', title: 'Partner sample (Harbour Brokers)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
