import { EmptyState, RiskChecklist, type ChecklistType } from '@riskatlas/widgets';
import { defineWidget, numberAttribute } from '../frame';

export const NO_INDUSTRY_MESSAGE = 'Choose an industry to see its risk checklist.';

/** `<risk-checklist industry-id default-type>`. */
export default defineWidget(({ attributes }) => {
  const industryId = numberAttribute(attributes['industry-id']);
  if (industryId === undefined) return <EmptyState message={NO_INDUSTRY_MESSAGE} />;
  const type = attributes['default-type'] as ChecklistType | undefined;
  return <RiskChecklist industryId={industryId} {...(type ? { defaultType: type } : {})} />;
});
