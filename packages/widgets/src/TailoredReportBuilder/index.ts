export { TailoredReportBuilder, tailoredReportCopy } from './TailoredReportBuilder';
export type { TailoredReportBuilderProps } from './TailoredReportBuilder';
