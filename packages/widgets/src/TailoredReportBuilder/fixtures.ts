import type { Schema } from '@riskatlas/api-client';
import { REPORT_GROUPS } from '@riskatlas/domain';

/** A saved tailored customisation in the contract's shape, grouping the shared hazard fixtures' classes. */
export function savedTailored(
  classes: { recommended: number[]; for_review: number[]; for_consideration: number[] },
  comments: { id: number; comment: string }[] = [],
  id = 41,
): Schema<'ReportCustomization'> {
  const grouping = REPORT_GROUPS.map((group) => ({ ...group, classes: classes[group.id] }));
  return {
    id,
    name: 'Crusty Loaves Pty Ltd',
    industry_id: 15468,
    report_type: 'tailored',
    customizations: [{ section: 'hazard_index', customization: JSON.stringify({ grouping, comments }) }],
    last_updated_on: '2026-11-25T09:00:00.000Z',
  };
}
