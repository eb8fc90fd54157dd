import { ApiProvider, createApiClient, type ApiClient } from '@riskatlas/api-client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { clearBusinessLocation } from './business-location';
import { authorizationScheme, LINK_TOKEN_PARAM, linkTokenInAddress, type LoginSource } from './login-source';
import { readToken, readTokenSource, writeToken } from './token-storage';
import { recordUsage } from './usage-stats';

export interface Session {
  /** The stored login token; null when signed out. */
  token: string | null;
  /** Stores the token and records the login source (`POST /user/userstats` at login, docs/product/accounts-and-access.md). */
  signIn(token: string, source: LoginSource): void;
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Called after sign-out (including the 401 rule of docs/product/accounts-and-access.md), e.g. to navigate to `/`. */
  onSignedOut?: () => void;
  /** Injected in tests; the portal uses the real client against `/api`. */
  createClient?: (options: Parameters<typeof createApiClient>[0]) => ApiClient;
  /**
   * The token to start from instead of the stored one. Only the build uses it: it renders the frame a
   * signed-in page starts from (apps/portal/src/prerender.tsx) on the server, where nothing is stored or
   * fetched. Default: the stored token (or a generated link's).
   */
  initialToken?: string;
}

export function SessionProvider({ children, onSignedOut, createClient = createApiClient, initialToken }: SessionProviderProps) {
  const [token, setToken] = useState<string | null>(() => {
    if (initialToken !== undefined) return initialToken;
    // A generated link signs the visitor in with its token, replacing any stored one.
    const fromLink = linkTokenInAddress();
    if (fromLink) writeToken(fromLink, 'linkgen');
    return readToken();
  });
  const clientRef = useRef<ApiClient | null>(null);

  const clearSession = useCallback(() => {
    writeToken(null);
    clearBusinessLocation();
    setToken(null);
    onSignedOut?.();
  }, [onSignedOut]);

  // Logging out ends the session on the server too (every replica refuses the token from then on);
  // the local sign-out does not wait for it, and a failure there changes nothing for the user.
  const signOut = useCallback(() => {
    if (readToken() !== null) clientRef.current?.DELETE('/token').catch(() => undefined);
    clearSession();
  }, [clearSession]);

  const signIn = useCallback((next: string, source: LoginSource) => {
    writeToken(next, source);
    setToken(next);
    if (clientRef.current) recordUsage(clientRef.current, source);
  }, []);

  // The client reads the token per request, so one client serves the whole visit.
  const client = useMemo(
    () =>
      createClient({
        baseUrl: '/api',
        auth: () => {
          const current = readToken();
          return current ? { scheme: authorizationScheme(readTokenSource()), token: current } : null;
        },
        // The server already refuses this token: only the local session is left to clear.
        onUnauthorized: () => clearSession(),
      }),
    [createClient, clearSession],
  );
  useEffect(() => {
    clientRef.current = client;
  }, [client]);

  // The login from a generated link happened while the page loaded: record its source once.
  const recordedLinkLogin = useRef(false);
  useEffect(() => {
    if (recordedLinkLogin.current || !linkTokenInAddress()) return;
    recordedLinkLogin.current = true;
    recordUsage(client, 'linkgen');
    // The token has been stored: keep it out of the address bar, the history and shared links.
    const url = new URL(window.location.href);
    url.searchParams.delete(LINK_TOKEN_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [client]);

  const session = useMemo<Session>(() => ({ token, signIn, signOut }), [token, signIn, signOut]);

  return (
    <SessionContext.Provider value={session}>
      <ApiProvider client={client}>
        {/* A fresh cache per token: nothing one user loaded is shown to the next one. */}
        <SWRConfig key={token ?? 'signed-out'} value={{ provider: () => new Map(), revalidateOnFocus: false }}>
          {children}
        </SWRConfig>
      </ApiProvider>
    </SessionContext.Provider>
  );
}
