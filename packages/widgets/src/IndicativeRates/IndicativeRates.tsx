import { useIndustry } from '@riskatlas/api-client';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { GroupHeading, SectionRoot } from '../primitives/shared/sections.styles';
import { indicativeRates, industryEmptyCopy } from '../rules/industry-content';
import { Table } from './IndicativeRates.styles';

/** Names of the market countries. */
export const COUNTRY_NAMES = { au: 'Australia', nz: 'New Zealand', gb: 'United Kingdom', others: 'Others' } as const;

export const indicativeRatesCopy = { title: 'Indicative Rates', country: 'Country', rate: 'Rate' } as const;

export interface IndicativeRatesProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
}

/**
 * The indicative rate per country (docs/product/industry-search-and-pages.md#indicative-rates): the weighted average of avg by weight, to 2
 * decimals, sorted by country. Rest props go to the root `<section>`.
 */
export function IndicativeRates({ industryId, ...rest }: IndicativeRatesProps) {
  const { data, error, isLoading } = useIndustry(industryId, {}, { shouldRetryOnError: false });
  const rates = useMemo(() => indicativeRates(data?.indicative_rates ?? []), [data]);

  return (
    <SectionRoot aria-label={indicativeRatesCopy.title} {...rest}>
      <GroupHeading>{indicativeRatesCopy.title}</GroupHeading>
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || rates.length === 0}
        loadingLabel="Loading indicative rates"
        emptyMessage={industryEmptyCopy.noData}
      >
        <Table>
          <thead>
            <tr>
              <th scope="col">{indicativeRatesCopy.country}</th>
              <th scope="col">{indicativeRatesCopy.rate}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.country}>
                <td>{COUNTRY_NAMES[rate.country]}</td>
                <td>{rate.label}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </SectionStatus>
    </SectionRoot>
  );
}
