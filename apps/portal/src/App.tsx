import { defaultTheme, ThemeProvider } from '@riskatlas/theme';
import { PortalContainerProvider, ToastProvider } from '@riskatlas/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { createGlobalStyle } from 'styled-components';
import { AppRoutes } from './routes/AppRoutes';
import { SessionProvider, type SessionProviderProps } from './session/SessionProvider';

// The portal owns its page, so a page-level reset is fine here (widgets never ship global CSS).
const PageStyle = createGlobalStyle`
  body {
    margin: 0;
  }
  main a {
    color: ${({ theme }) => theme.color.text.link};
  }
  main a:hover {
    color: ${({ theme }) => theme.color.text.linkHover};
  }
  main h1 {
    color: ${({ theme }) => theme.color.text.heading};
  }
`;

export interface AppProps {
  createClient?: SessionProviderProps['createClient'];
  initialToken?: SessionProviderProps['initialToken'];
}

/** Everything inside the router: theme, overlays, toasts and the session. */
export function App({ createClient, initialToken }: AppProps) {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return (
    <ThemeProvider theme={defaultTheme}>
      <PageStyle />
      <PortalContainerProvider>
        {/* Room for the eight start-up failure toasts at once (docs/product/shell-and-dashboard.md#start-up-failures). */}
        <ToastProvider max={8}>
          <SessionProvider onSignedOut={goHome} createClient={createClient} initialToken={initialToken}>
            <AppRoutes />
          </SessionProvider>
        </ToastProvider>
      </PortalContainerProvider>
    </ThemeProvider>
  );
}
