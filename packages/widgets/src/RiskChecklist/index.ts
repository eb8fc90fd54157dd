export { CHECKLIST_PAGE_SIZE, CHECKLIST_TABS, RiskChecklist } from './RiskChecklist';
export type { ChecklistType, RiskChecklistProps } from './RiskChecklist';
