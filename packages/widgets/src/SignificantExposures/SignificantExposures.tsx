import { useIndustryExposures } from '@riskatlas/api-client';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { SafeHtml } from '../primitives/SafeHtml';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { GroupHeading, SectionRoot } from '../primitives/shared/sections.styles';
import { exposureHeading, groupExposures, industryEmptyCopy } from '../rules/industry-content';
import type { CountryCode } from '@riskatlas/domain';
import { Exposure } from './SignificantExposures.styles';

export interface SignificantExposuresProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The user's country. Required. */
  country: CountryCode;
}

/** Significant exposures per insurance class; content is API HTML through SafeHtml. Rest props go to the root `<section>`. */
export function SignificantExposures({ industryId, country, ...rest }: SignificantExposuresProps) {
  const { data, error, isLoading } = useIndustryExposures(industryId, country, { shouldRetryOnError: false });
  const groups = useMemo(() => groupExposures(data?.data ?? []), [data]);

  return (
    <SectionRoot aria-label="Significant Exposures" {...rest}>
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || groups.length === 0}
        loadingLabel="Loading significant exposures"
        emptyMessage={industryEmptyCopy.noContent}
      >
        {groups.map((group) => (
          <div key={group.name}>
            <GroupHeading>{group.name}</GroupHeading>
            {group.items.map((exposure) => {
              const heading = exposureHeading(group.name, exposure.title);
              return (
                <Exposure key={exposure.id}>
                  {heading ? <h4>{heading}</h4> : null}
                  <SafeHtml html={exposure.content} />
                </Exposure>
              );
            })}
          </div>
        ))}
      </SectionStatus>
    </SectionRoot>
  );
}
