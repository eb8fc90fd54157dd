import { useIndustryChecklistPages, type Schema } from '@riskatlas/api-client';
import { useEffect, useMemo, useState, type ComponentPropsWithRef } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SegmentTabs } from '../primitives/shared/SegmentTabs';
import { GroupHeading, PlainList, SectionRoot } from '../primitives/shared/sections.styles';
import { groupChecklist, industryEmptyCopy } from '../rules/industry-content';
import { ClassName, Question } from './RiskChecklist.styles';

export type ChecklistType = Schema<'ChecklistType'>;

/** The tabs in the product's order; Key is shown first (docs/product/industry-search-and-pages.md#risk-checklist). */
export const CHECKLIST_TABS: readonly { value: ChecklistType; label: string }[] = [
  { value: 'Core', label: 'Core' },
  { value: 'General', label: 'General' },
  { value: 'Key', label: 'Key' },
];
/** Questions per request (docs/product/industry-search-and-pages.md#risk-checklist). */
export const CHECKLIST_PAGE_SIZE = 100;

export interface RiskChecklistProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The tab first shown. Default `'Key'`. */
  defaultType?: ChecklistType;
}

/**
 * The risk checklist (docs/product/industry-search-and-pages.md#risk-checklist): tabs Core, General and Key (Key first), questions de-duplicated by
 * id and grouped by section. Every `Link` next page is followed; any failed page empties the list.
 * Rest props go to the root `<section>`.
 */
export function RiskChecklist({ industryId, defaultType = 'Key', ...rest }: RiskChecklistProps) {
  const [type, setType] = useState<ChecklistType>(defaultType);
  const pages = useIndustryChecklistPages(
    { path: { id: industryId }, query: { type, pagesize: CHECKLIST_PAGE_SIZE } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const loaded = pages.data;
  const last = loaded?.[loaded.length - 1];
  const more = last !== undefined && last.next !== null && !pages.error;
  const { size, setSize } = pages;

  // Follow the next links until the last page: the checklist is only complete with all of them.
  useEffect(() => {
    if (more && loaded && loaded.length >= size) void setSize(size + 1);
  }, [more, loaded, size, setSize]);

  const groups = useMemo(() => groupChecklist(loaded?.flatMap((page) => page.data.data) ?? []), [loaded]);
  const loading = !pages.error && (pages.isLoading || more);

  return (
    <SectionRoot aria-label="Risk Checklist" {...rest}>
      <SegmentTabs label="Checklist type" tabs={CHECKLIST_TABS} value={type} onChange={setType}>
        <SectionStatus
          loading={loading}
          empty={Boolean(pages.error) || groups.length === 0}
          loadingLabel="Loading risk checklist"
          emptyMessage={industryEmptyCopy.checklist}
        >
          {groups.map((group) => (
            <div key={group.name}>
              <GroupHeading>{group.name}</GroupHeading>
              <PlainList>
                {group.items.map((item) => (
                  <Question key={item.id}>
                    {item.title}
                    <ClassName>{item.insurance_class.name}</ClassName>
                  </Question>
                ))}
              </PlainList>
            </div>
          ))}
        </SectionStatus>
      </SegmentTabs>
    </SectionRoot>
  );
}
