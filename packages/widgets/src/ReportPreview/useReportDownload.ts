import { exportPdf, useApiClient } from '@riskatlas/api-client';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useToast } from '../primitives/Toast';
import { reportDownloadCopy } from '../rules/report-document';
import { reportPrintTemplates, serializeReport } from './serialize-report';

export type ReportDownloadState = 'idle' | 'downloading' | 'success' | 'failed';

/** Saves bytes under a file name through a temporary link (removed at once). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ReportDownloadOptions {
  /** The rendered report document (the element with `data-report-front` / `data-report-body` parts). */
  documentRef: RefObject<HTMLElement | null>;
  fileName: string;
  /** Shown in the page header and as the PDF's title. */
  title: string;
}

/**
 * The Download button's behaviour (docs/product/reports.md#download): the preview is serialised and printed by
 * `POST /documents/pdf`; while that runs a "Downloading / Thanks for your patience." notice stays
 * open and further clicks are ignored; then "Download successfully" or "Download failed".
 */
export function useReportDownload({ documentRef, fileName, title }: ReportDownloadOptions) {
  const client = useApiClient();
  const toast = useToast();
  const [state, setState] = useState<ReportDownloadState>('idle');
  const busy = useRef(false);

  const download = useCallback(async () => {
    const element = documentRef.current;
    if (busy.current || !element) return;
    busy.current = true;
    setState('downloading');
    const notice = toast.info(`${reportDownloadCopy.downloading}. ${reportDownloadCopy.patience}`, { duration: null });
    try {
      const { html, frontMatterHtml } = await serializeReport(element, title);
      const templates = reportPrintTemplates(title);
      const pdf = await exportPdf(client, {
        html,
        front_matter_html: frontMatterHtml,
        format: 'A4',
        header_template: templates.header,
        footer_template: templates.footer,
        file_name: fileName,
      });
      saveFile(pdf, fileName);
      setState('success');
      toast.dismiss(notice);
      toast.success(reportDownloadCopy.success);
    } catch (error) {
      console.error('The report PDF failed', error);
      setState('failed');
      toast.dismiss(notice);
      toast.error(reportDownloadCopy.failed);
    } finally {
      busy.current = false;
    }
  }, [client, documentRef, fileName, title, toast]);

  return { state, downloading: state === 'downloading', download };
}
