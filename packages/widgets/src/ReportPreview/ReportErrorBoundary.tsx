import { Component, type ErrorInfo, type ReactNode } from 'react';
import { EmptyState } from '../primitives/EmptyState';
import { VisuallyHidden } from '../primitives/shared/VisuallyHidden';

/** Read by screen readers only: docs/product/reports.md shows just the icon. */
export const REPORT_SECTION_FAILED = 'This part of the report could not be shown.';

function ErrorIcon() {
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
      <circle cx="24" cy="24" r="18" />
      <path d="M24 14v12M24 32v2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * docs/product/reports.md#preview-document: when a part of the report fails to render it shows the empty error icon instead of
 * taking the whole preview down, and the failure is logged to the console.
 */
export class ReportErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A report section failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <EmptyState data-report-error icon={<ErrorIcon />} message={<VisuallyHidden>{REPORT_SECTION_FAILED}</VisuallyHidden>} />
    ) : (
      this.props.children
    );
  }
}
