import { inSpan, observePdfQueue, recordPdfJob } from '../../telemetry/instruments.js';
import type { PdfProvider } from './types.js';

/**
 * The provider with telemetry (services.ts wraps it only when telemetry is on): a `pdf.job` span per
 * job, under the request's span, the jobs counted by outcome, and the queue's depth as a gauge.
 */
export function tracedPdfProvider(provider: PdfProvider): PdfProvider {
  const unobserve = provider.queueDepth ? observePdfQueue(() => provider.queueDepth?.() ?? 0) : () => false;
  return {
    name: provider.name,
    render: (job, options) =>
      inSpan(
        'pdf.job',
        {
          'risk_atlas.pdf.provider': provider.name,
          'risk_atlas.pdf.html_length': job.html.length,
          'risk_atlas.pdf.format': job.format ?? 'A4',
          ...(provider.queueDepth ? { 'risk_atlas.pdf.queue_depth': provider.queueDepth() } : {}),
        },
        async (span) => {
          try {
            const pdf = await provider.render(job, options);
            span?.setAttribute('risk_atlas.pdf.bytes', pdf.byteLength);
            recordPdfJob('printed');
            return pdf;
          } catch (error) {
            recordPdfJob('failed');
            throw error;
          }
        },
      ),
    ...(provider.queueDepth ? { queueDepth: () => provider.queueDepth?.() ?? 0 } : {}),
    close: async () => {
      unobserve();
      await provider.close();
    },
  };
}
