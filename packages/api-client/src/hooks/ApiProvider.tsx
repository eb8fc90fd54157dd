import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../client';

/** What {@link ApiProvider} shares. */
export interface ApiContextValue {
  /** The client every hook below the provider uses. */
  client: ApiClient;
}

const ApiContext = createContext<ApiContextValue | null>(null);
ApiContext.displayName = 'RiskAtlasApiContext';

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client from `createApiClient`. Required. */
  client: ApiClient;
  /** The tree that uses the API hooks. */
  children?: ReactNode;
}

/** Makes an API client available to the hooks (`useApiClient`, `useUser`, …) below it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const value = useMemo<ApiContextValue>(() => ({ client }), [client]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The client of the nearest {@link ApiProvider}; throws when there is none. */
export function useApiClient(): ApiClient {
  const context = useContext(ApiContext);
  if (!context) throw new Error('useApiClient must be used inside an <ApiProvider client={…}>.');
  return context.client;
}
