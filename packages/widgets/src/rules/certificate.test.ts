import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FILE_NAME, certificateDate, certificateDownloadEnabled, certificateHtml } from './certificate';

// "The spec" in these tests means the product rules of docs/product/learning-and-points.md.
describe('certificate', () => {
  it('names the person, company, points and period, escaping what users typed', () => {
    const html = certificateHtml({
      personName: 'Aroha <b>Walker</b>',
      companyName: 'Walker & Co',
      type: 'cpdnz',
      points: 3,
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(html).toContain('Aroha &lt;b&gt;Walker&lt;/b&gt;');
    expect(html).toContain('of Walker &amp; Co');
    expect(html).toContain('3 CPD NZ points');
    expect(html).toContain('01 January 2026 to 31 December 2026');
    expect(html).toContain('the association of insurance brokers in New Zealand');
    expect(html).not.toMatch(/signed|signature/i);
  });

  it('has the spec file name and date format', () => {
    expect(CERTIFICATE_FILE_NAME).toBe('Certificate of Eligibility.pdf');
    expect(certificateDate('2025-03-09')).toBe('09 March 2025');
  });

  it('is disabled while loading or without period dates', () => {
    expect(certificateDownloadEnabled(true, '2026-01-01', '2026-12-31')).toBe(false);
    expect(certificateDownloadEnabled(false, undefined, '2026-12-31')).toBe(false);
    expect(certificateDownloadEnabled(false, '2026-01-01', '2026-12-31')).toBe(true);
  });
});
