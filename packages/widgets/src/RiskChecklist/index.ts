export { CHECKLIST_TABS, RiskChecklist } from './RiskChecklist';
export { CHECKLIST_PAGE_SIZE } from '../primitives/shared/useChecklist';
export type { ChecklistType, RiskChecklistProps } from './RiskChecklist';
