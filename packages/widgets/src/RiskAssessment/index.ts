export { RISK_DESCRIPTION_TITLE, RiskAssessment } from './RiskAssessment';
export type { RiskAssessmentProps } from './RiskAssessment';
