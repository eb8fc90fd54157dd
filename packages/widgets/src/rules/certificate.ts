import { pointsSchemes, type PointsType } from '@riskatlas/domain';

/** The download's file name (docs/product/learning-and-points.md#certificate). */
export const CERTIFICATE_FILE_NAME = 'Certificate of Eligibility.pdf';

export interface CertificateDetails {
  personName: string;
  companyName: string;
  type: PointsType;
  points: number;
  /** YYYY-MM-DD. */
  start: string;
  end: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'DD MMMM YYYY', the report covers' date format (docs/product/reports.md#paper-and-margins). */
export function certificateDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

/** Download allowed only once loaded and with both period dates (docs/product/learning-and-points.md#certificate). */
export function certificateDownloadEnabled(loading: boolean, start: string | null | undefined, end: string | null | undefined): boolean {
  return !loading && !!start && !!end;
}

/**
 * The certificate as a self-contained HTML page for the PDF export: person, company, points and
 * date range; the professional body named by its role, no signatory (docs/product/learning-and-points.md names none).
 */
export function certificateHtml(details: CertificateDetails): string {
  const scheme = pointsSchemes[details.type];
  const range = `${certificateDate(details.start)} to ${certificateDate(details.end)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Certificate of Eligibility</title><style>
body{font-family:Georgia,serif;color:#1d2b3a;margin:0;padding:72px;text-align:center}
h1{font-size:34px;letter-spacing:1px;margin:0 0 40px}
.name{font-size:28px;font-weight:bold;margin:16px 0}
.points{font-size:22px;margin:24px 0}
p{font-size:16px;line-height:1.6}
</style></head><body>
<h1>Certificate of Eligibility</h1>
<p>This certifies that</p>
<p class="name">${escapeHtml(details.personName)}</p>
<p>of ${escapeHtml(details.companyName)}</p>
<p>completed Risk Atlas knowledge tests eligible for</p>
<p class="points">${details.points} ${scheme.label} point${details.points === 1 ? '' : 's'}</p>
<p>for the period ${range},</p>
<p>for recognition by ${escapeHtml(scheme.bodyRole)} under its continuing professional development rules.</p>
</body></html>`;
}
