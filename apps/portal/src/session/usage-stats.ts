import type { ApiClient } from '@riskatlas/api-client';

/** The product id sent with usage events (`Projectid`). */
export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID ?? 'riskatlas';

/**
 * Records a usage event: the login source at sign-in (`linkgen` / `credentials`) or a page path.
 * docs/product/accounts-and-access.md#page-views-and-visits: stats failures are logged only, never shown and never retried.
 */
export function recordUsage(client: ApiClient, typeName: string): void {
  client
    .POST('/user/userstats', { body: { Projectid: PROJECT_ID, Typename: typeName } })
    .then(({ response }) => {
      if (!response.ok) console.warn(`Usage event ${typeName} answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn('Usage event not recorded', error));
}
