import { useIndustry, type IndustryListItem } from '@riskatlas/api-client';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { PlainList, SectionRoot } from '../primitives/shared/sections.styles';
import { industryEmptyCopy } from '../rules/industry-content';
import { industryTarget } from '@riskatlas/domain';
import { Code, IndustryLink } from './RelatedIndustries.styles';

export interface RelatedIndustriesProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry whose related industries are listed. Required. */
  industryId: number;
  /** Trial users see the industries but cannot open them (docs/product/industry-search-and-pages.md#related-industries). Default `false`. */
  trial?: boolean;
  /** Called on a plain click of a link, so a router navigates without a page load. Default: links navigate normally. */
  onNavigate?: (navigation: { href: string; industry: IndustryListItem }) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Related industries as links to their pages; disabled for trial users. Rest props go to the root `<section>`. */
export function RelatedIndustries({ industryId, trial = false, onNavigate, ...rest }: RelatedIndustriesProps) {
  const { data, error, isLoading } = useIndustry(industryId, {}, { shouldRetryOnError: false });
  const related = data?.related_industries ?? [];

  return (
    <SectionRoot aria-label="Related Industries" {...rest}>
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || related.length === 0}
        loadingLabel="Loading related industries"
        emptyMessage={industryEmptyCopy.related}
      >
        <PlainList>
          {related.map((industry) => {
            const href = industryTarget(industry.id, false);
            return (
              <li key={industry.id}>
                {trial ? (
                  <IndustryLink role="link" aria-disabled="true">
                    {industry.name}
                  </IndustryLink>
                ) : (
                  <IndustryLink
                    href={href}
                    onClick={(event) => {
                      if (!onNavigate || !isPlainClick(event)) return;
                      event.preventDefault();
                      onNavigate({ href, industry });
                    }}
                  >
                    {industry.name}
                  </IndustryLink>
                )}
                {industry.code ? <Code>{industry.code}</Code> : null}
              </li>
            );
          })}
        </PlainList>
      </SectionStatus>
    </SectionRoot>
  );
}
