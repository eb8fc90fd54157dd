import type { ReportDocumentTheme } from '@riskatlas/theme';
import styled from 'styled-components';
import { REPORT_PAGE_WIDTH_PX } from '../rules/report-document';
import { widgetBase } from '../primitives/shared/styles';

type Themed = { $report: ReportDocumentTheme };

/**
 * The preview's frame; the pages inside keep the printed width so the page-break measure holds. Its
 * width comes from the page around it, never from the pages (inline-size containment): otherwise a
 * phone's layout grows to the printed width and scrolls sideways instead of the pages being fitted.
 */
export const Viewport = styled.div`
  ${widgetBase}
  contain: inline-size;
  overflow-x: auto;
  background: ${({ theme }) => theme.color.surface.sunken};
  padding: ${({ theme }) => theme.space.md}px;
  @media print {
    padding: 0;
    background: none;
  }
`;

/**
 * Shrinks the pages to the frame's width, as a document viewer does on a phone: CSS zoom (not a
 * transform) so the page's height shrinks too and nothing scrolls sideways. Printing shows them at
 * full size.
 */
export const Fit = styled.div`
  @media print {
    zoom: 1 !important;
  }
`;

export const Document = styled.article<Themed>`
  width: ${REPORT_PAGE_WIDTH_PX}px;
  margin: 0 auto;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ $report }) => $report.body.color};
  font-size: ${({ $report }) => $report.body.fontSize};
  line-height: ${({ $report }) => $report.body.lineHeight};
  h1 {
    color: ${({ $report }) => $report.headings.h1.color};
    font-size: ${({ $report }) => $report.headings.h1.fontSize};
    margin: 0 0 8px;
  }
  h2 {
    color: ${({ $report }) => $report.headings.h2.color};
    font-size: ${({ $report }) => $report.headings.h2.fontSize};
    margin: 16px 0 6px;
  }
  [data-page-break='true'] {
    break-before: page;
  }
`;

/**
 * One part of the report. It starts a printed page unless marked `data-continues-page`, when it follows
 * the part before it on that page (docs/pdf.md#pages); on screen such parts join their page's sheet.
 */
export const Page = styled.section`
  box-sizing: border-box;
  background: #ffffff;
  padding: 32px 48px;
  margin-top: 16px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 18%);
  break-before: page;
  &[data-continues-page] {
    margin-top: 0;
    break-before: auto;
  }
  @media print {
    box-shadow: none;
    margin: 0;
  }
`;

export const Cover = styled.section<Themed>`
  box-sizing: border-box;
  min-height: 1080px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 12px;
  padding: 64px;
  background: ${({ $report }) => $report.covers.front.background};
  color: ${({ $report }) => $report.covers.front.color};
  border-left: 16px solid ${({ $report }) => $report.covers.front.accent};
  break-after: page;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
  h1 {
    color: inherit;
    font-size: 40px;
  }
  img {
    align-self: flex-start;
    max-height: 64px;
    width: auto;
  }
  p {
    margin: 0;
    font-size: 18px;
  }
  @media print {
    min-height: 1120px;
    margin: 0;
  }
`;

export const BackCover = styled.section<Themed>`
  box-sizing: border-box;
  min-height: 900px;
  display: flex;
  align-items: flex-end;
  padding: 48px;
  margin-top: 16px;
  background: ${({ $report }) => $report.covers.back.background};
  color: ${({ $report }) => $report.covers.back.color};
  break-before: page;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
  @media print {
    margin: 0;
  }
`;

export const Divider = styled.hr<Themed>`
  border: 0;
  height: 4px;
  width: 80px;
  margin: 0 0 16px;
  background: ${({ $report }) => $report.visuals.divider};
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 8px 0 16px;
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid #d0d7de;
    vertical-align: top;
  }
  th {
    background: #f3f5f7;
  }
`;

export const Comment = styled.aside`
  border-left: 3px solid #d0d7de;
  padding: 4px 12px;
  margin: 8px 0;
  h3 {
    margin: 0 0 4px;
    font-size: 13px;
  }
`;

/** The adviser's photo beside their name. */
export const PersonHeading = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-block-end: 12px;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
  }
  h2 {
    margin: 0;
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Off-screen stage where the chart is drawn once at the image width to be captured. */
export const CaptureStage = styled.div`
  position: absolute;
  left: -10000px;
  top: 0;
  width: 680px;
  overflow: hidden;
`;

export const ChartImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;

export const Muted = styled.p`
  color: #5b6770;
`;
