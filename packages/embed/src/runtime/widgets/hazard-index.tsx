import type { CountryCode } from '@riskatlas/domain';
import { EmptyState, HazardIndex, type HazardIndexMode } from '@riskatlas/widgets';
import { defineWidget, numberAttribute } from '../frame';

/** Shown until the element has an industry (e.g. before the user picks one in the industry search). */
export const NO_INDUSTRY_MESSAGE = 'Choose an industry to see its hazard index.';

/** `<risk-hazard-index industry-id country default-mode>`: the user's class restrictions apply. */
export default defineWidget(({ attributes, user }) => {
  const industryId = numberAttribute(attributes['industry-id']);
  if (industryId === undefined) return <EmptyState message={NO_INDUSTRY_MESSAGE} />;
  return (
    <HazardIndex
      industryId={industryId}
      country={(attributes.country as CountryCode | undefined) ?? user.country}
      documentsAssessments={user.documents_assessments}
      defaultMode={(attributes['default-mode'] as HazardIndexMode | undefined) ?? 'chart'}
    />
  );
});
