import { useIndustryMaterials } from '@riskatlas/api-client';
import type { ComponentPropsWithRef } from 'react';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SectionRoot } from '../primitives/shared/sections.styles';
import { industryEmptyCopy } from '../rules/industry-content';
import type { CountryCode } from '@riskatlas/domain';
import { Items } from './MaterialsEquipment.styles';

export interface MaterialsEquipmentProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The user's country: materials are listed per country. Required. */
  country: CountryCode;
}

/** Materials and equipment typical of an industry, for the user's country. Rest props go to the root `<section>`. */
export function MaterialsEquipment({ industryId, country, ...rest }: MaterialsEquipmentProps) {
  const { data, error, isLoading } = useIndustryMaterials(industryId, country, { shouldRetryOnError: false });
  const items = data?.data ?? [];
  return (
    <SectionRoot aria-label="Materials & Equipments" {...rest}>
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || items.length === 0}
        loadingLabel="Loading materials and equipment"
        emptyMessage={industryEmptyCopy.noData}
      >
        <Items>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Items>
      </SectionStatus>
    </SectionRoot>
  );
}
