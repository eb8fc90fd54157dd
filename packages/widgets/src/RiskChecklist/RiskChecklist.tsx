import { type Schema } from '@riskatlas/api-client';
import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SegmentTabs } from '../primitives/shared/SegmentTabs';
import { useChecklist } from '../primitives/shared/useChecklist';
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
  const { items, error, loading } = useChecklist(industryId, true, type);
  const groups = useMemo(() => groupChecklist(items), [items]);

  return (
    <SectionRoot aria-label="Risk Checklist" {...rest}>
      <SegmentTabs label="Checklist type" tabs={CHECKLIST_TABS} value={type} onChange={setType}>
        <SectionStatus
          loading={loading}
          empty={Boolean(error) || groups.length === 0}
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
