import { useUserSettings } from '@riskatlas/api-client';
import { currencyInForce, industryTaxonomy, type TaxonomyId } from '@riskatlas/domain';

/**
 * The settings every page formats and searches with (docs/product/account-and-settings.md#settings-keys):
 * the classification codes are shown and searched in, and the currency money is shown in. Until the
 * settings load (or when they fail) the defaults apply: ANZSIC 2006 and `$`.
 */
export function useSettingsInForce(): { taxonomy: TaxonomyId; currency: string | null; loaded: boolean } {
  const { data, error } = useUserSettings(undefined, { shouldRetryOnError: false });
  return {
    taxonomy: industryTaxonomy(data?.data),
    currency: currencyInForce(data?.data),
    loaded: data !== undefined || error !== undefined,
  };
}
