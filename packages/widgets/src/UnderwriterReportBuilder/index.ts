export { UnderwriterReportBuilder, underwriterReportCopy } from './UnderwriterReportBuilder';
export type { UnderwriterReportBuilderProps } from './UnderwriterReportBuilder';
