import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { components } from '@riskatlas/contract';
import { clientBaseUrl, type ApiClient } from '../client';
import { toApiRequestError, type ApiRequestError } from '../errors';
import { useApiClient } from './ApiProvider';
import { fetchOrThrow, type QueryKey } from './createQueryHook';

type Schemas = components['schemas'];
export type ReportCustomization = Schemas['ReportCustomization'];
export type ReportCustomizationCreate = Schemas['ReportCustomizationCreate'];
export type ReportCustomizationUpdate = Schemas['ReportCustomizationUpdate'];

const CUSTOMIZATION_PATH = '/user/reports/customizations/{templateId}';

function customizationKey(client: ApiClient, templateId: number): QueryKey<typeof CUSTOMIZATION_PATH> {
  return [clientBaseUrl(client), CUSTOMIZATION_PATH, { path: { templateId } }];
}

/** Any key of the saved-reports list (`GET /user/reports`), whatever its params. */
const isUserReportsKey = (key: unknown) => Array.isArray(key) && key[1] === '/user/reports';

/** `GET /user/reports/customizations/{templateId}`: one of the caller's report customisations. Null id skips. */
export function useReportCustomization(
  templateId: number | null | undefined,
  config?: SWRConfiguration<ReportCustomization, ApiRequestError>,
): SWRResponse<ReportCustomization, ApiRequestError> {
  const client = useApiClient();
  const key = templateId ? customizationKey(client, templateId) : null;
  return useSWR<ReportCustomization, ApiRequestError, typeof key>(key, ([, path, params]) => fetchOrThrow(client, path, params), config);
}

/** Starts a customisation (`POST /user/reports/customizations`); its `id` is the template id. */
export async function createReportCustomization(client: ApiClient, body: ReportCustomizationCreate): Promise<ReportCustomization> {
  const { data, error, response } = await client.POST('/user/reports/customizations', { body });
  if (!data) throw toApiRequestError(error, response);
  return data;
}

/** Saves the name and the given sections (`PUT /user/reports/customizations/{templateId}`); other sections stay. */
export async function saveReportCustomization(client: ApiClient, body: ReportCustomizationUpdate): Promise<ReportCustomization> {
  const { data, error, response } = await client.PUT(CUSTOMIZATION_PATH, { params: { path: { templateId: body.id } }, body });
  if (!data) throw toApiRequestError(error, response);
  return data;
}

/** Clears a customisation (`DELETE /user/reports/customizations/{templateId}`). */
export async function deleteReportCustomization(client: ApiClient, templateId: number): Promise<void> {
  const { error, response } = await client.DELETE(CUSTOMIZATION_PATH, { params: { path: { templateId } } });
  if (!response.ok) throw toApiRequestError(error, response);
}

export interface ReportCustomizationMutations {
  create: (body: ReportCustomizationCreate) => Promise<ReportCustomization>;
  save: (body: ReportCustomizationUpdate) => Promise<ReportCustomization>;
  clear: (templateId: number) => Promise<void>;
}

/**
 * The customisation writes, each keeping SWR's cache in step: the saved customisation replaces the
 * cached one (no refetch), and the dashboard's recent reports (`GET /user/reports`) revalidate.
 * Each rejects with an {@link ApiRequestError}.
 */
export function useReportCustomizationMutations(): ReportCustomizationMutations {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const remember = async (saved: ReportCustomization) => {
      await mutate(customizationKey(client, saved.id), saved, { revalidate: false });
      void mutate(isUserReportsKey);
      return saved;
    };
    return {
      create: async (body) => remember(await createReportCustomization(client, body)),
      save: async (body) => remember(await saveReportCustomization(client, body)),
      clear: async (templateId) => {
        await deleteReportCustomization(client, templateId);
        await mutate(customizationKey(client, templateId), undefined, { revalidate: false });
        void mutate(isUserReportsKey);
      },
    };
  }, [client, mutate]);
}
