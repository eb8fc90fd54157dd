import type { Schema } from '@riskatlas/api-client';
import type { UnderwriterClass } from '@riskatlas/domain';

/** A saved underwriter customisation in the contract's shape. */
export function savedUnderwriter(classes: UnderwriterClass[], id = 52): Schema<'ReportCustomization'> {
  return {
    id,
    name: 'Crusty Loaves Pty Ltd',
    industry_id: 15468,
    report_type: 'underwriter',
    customizations: [{ section: 'hazard_index_underwriter', customization: JSON.stringify({ classes }) }],
    last_updated_on: '2026-11-25T09:00:00.000Z',
  };
}

const item = (id: number, title: string, classId: number, className: string, slug: string): Schema<'ChecklistItem'> => ({
  id,
  title,
  section_name: 'Key',
  type: 'Key',
  insurance_class: { id: classId, name: className, slug },
});

/** Key checklist questions of two classes of the shared hazard fixtures. */
export const keyQuestions: Schema<'ChecklistItem'>[] = [
  item(901, 'Are ovens fitted with automatic shut-off?', 1, 'Property Damage', 'property_damage'),
  item(902, 'Is flour dust extracted?', 1, 'Property Damage', 'property_damage'),
  item(903, 'Is cash banked daily?', 3, 'Crime', 'crime'),
];
