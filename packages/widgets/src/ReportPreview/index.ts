export { ReportPreview } from './ReportPreview';
export type { ReportPreviewProps, ReportPreviewStatus } from './ReportPreview';
export { ReportErrorBoundary, REPORT_SECTION_FAILED } from './ReportErrorBoundary';
export { collectCss, reportPrintTemplates, serializeReport } from './serialize-report';
export type { SerializedReport } from './serialize-report';
export { saveFile, useReportDownload } from './useReportDownload';
export type { ReportDownloadOptions, ReportDownloadState } from './useReportDownload';
export { reportCopy } from './copy';
