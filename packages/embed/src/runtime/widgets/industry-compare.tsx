import type { CountryCode } from '@riskatlas/domain';
import { IndustryCompare, parseCompareIds } from '@riskatlas/widgets';
import { useState } from 'react';
import type { WidgetContext } from '../element';
import { defineWidget, type EmbedUser } from '../frame';

/** `industrieschange`'s detail: the industries now compared, in order. */
export interface IndustriesChangeDetail {
  ids: number[];
}

function Compare({
  ids: given,
  country,
  user,
  emit,
}: {
  ids: string | undefined;
  country: CountryCode;
  user: EmbedUser;
  emit: WidgetContext['emit'];
}) {
  const [ids, setIds] = useState(() => parseCompareIds(given));
  return (
    <IndustryCompare
      industryIds={ids}
      onChange={(next) => {
        setIds(next);
        emit('industrieschange', { ids: next } satisfies IndustriesChangeDetail);
      }}
      country={country}
      documentsAssessments={user.documents_assessments}
      links={false}
    />
  );
}

/**
 * `<risk-industry-compare industry-ids country>`: two to four industries side by side (`industry-ids`
 * comma-separated). Adding or removing one dispatches `industrieschange` with `{ids}`, so the partner
 * page can keep the choice (in its address, say) and set it back later.
 */
export default defineWidget(({ attributes, user, emit }) => (
  // Keyed by the attribute: a new value replaces the user's choice (the partner page sets it, the element follows).
  <Compare
    key={attributes['industry-ids'] ?? ''}
    ids={attributes['industry-ids']}
    country={(attributes.country as CountryCode | undefined) ?? user.country}
    user={user}
    emit={emit}
  />
));
