import type { CountryCode } from '@riskatlas/domain';
import { IndustrySearch } from '@riskatlas/widgets';
import { defineWidget, numberAttribute } from '../frame';

/**
 * `<risk-industry-search country taxonomy label placeholder>`: picking an industry dispatches
 * `industryselect` with `{id, name, code}`; the partner page decides what happens next.
 */
export default defineWidget(({ attributes, user, emit }) => {
  const taxonomy = numberAttribute(attributes.taxonomy);
  return (
    <IndustrySearch
      country={(attributes.country as CountryCode | undefined) ?? user.country}
      {...(taxonomy === 4 || taxonomy === 8 || taxonomy === 12 ? { taxonomy } : {})}
      {...(attributes.label ? { label: attributes.label } : {})}
      {...(attributes.placeholder ? { placeholder: attributes.placeholder } : {})}
      onNavigate={({ industry }) => emit('industryselect', { id: industry.id, name: industry.name, code: industry.code })}
    />
  );
});
