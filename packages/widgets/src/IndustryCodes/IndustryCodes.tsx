import { useIndustry } from '@riskatlas/api-client';
import { Fragment, useMemo, type ComponentPropsWithRef } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { GroupHeading, SectionRoot } from '../primitives/shared/sections.styles';
import { groupIndustryCodes, industryEmptyCopy } from '../rules/industry-content';
import { Codes } from './IndustryCodes.styles';

export interface IndustryCodesProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
}

/**
 * The industry's codes grouped by taxonomy (docs/product/industry-search-and-pages.md#industry-codes): the provider's own first, ANZSIC 2006
 * second, then the rest. Rest props go to the root `<section>`.
 */
export function IndustryCodes({ industryId, ...rest }: IndustryCodesProps) {
  const { data, error, isLoading } = useIndustry(industryId, {}, { shouldRetryOnError: false });
  const groups = useMemo(() => groupIndustryCodes(data?.classifications ?? []), [data]);

  return (
    <SectionRoot aria-label="Industry Codes" {...rest}>
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || groups.length === 0}
        loadingLabel="Loading industry codes"
        emptyMessage={industryEmptyCopy.noData}
      >
        {groups.map((group) => (
          <div key={group.name}>
            <GroupHeading>{group.name}</GroupHeading>
            <Codes>
              {group.items.map((item) => (
                <Fragment key={item.code}>
                  <dt>{item.code}</dt>
                  <dd>{item.name}</dd>
                </Fragment>
              ))}
            </Codes>
          </div>
        ))}
      </SectionStatus>
    </SectionRoot>
  );
}
