import { ApiProvider, createApiClient, type ApiClient } from '@riskatlas/api-client';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { clearBusinessLocation } from './business-location';
import { readToken, writeToken } from './token-storage';

export interface Session {
  /** The stored login token; null when signed out. */
  token: string | null;
  signIn(token: string): void;
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
  /** Called after sign-out (including the spec's 401 rule), e.g. to navigate to `/`. */
  onSignedOut?: () => void;
  /** Injected in tests; the portal uses the real client against `/api`. */
  createClient?: (options: Parameters<typeof createApiClient>[0]) => ApiClient;
}

export function SessionProvider({ children, onSignedOut, createClient = createApiClient }: SessionProviderProps) {
  const [token, setToken] = useState<string | null>(readToken);
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

  const signIn = useCallback((next: string) => {
    writeToken(next);
    setToken(next);
  }, []);

  // The client reads the token per request, so one client serves the whole visit.
  const client = useMemo(
    () =>
      createClient({
        baseUrl: '/api',
        auth: () => {
          const current = readToken();
          return current ? { scheme: 'Bearer', token: current } : null;
        },
        // The server already refuses this token: only the local session is left to clear.
        onUnauthorized: () => clearSession(),
      }),
    [createClient, clearSession],
  );
  useEffect(() => {
    clientRef.current = client;
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
