import { Bar } from '@nivo/bar';
import { hazardBandOrUnknown, ratingPercent, useRiskAtlasTheme } from '@riskatlas/theme';
import type { Schema } from '@riskatlas/api-client';
import { useEffect, useEffectEvent, useRef } from 'react';
import { REPORT_CHART_IMAGE_WIDTH } from '../rules/report-document';
import { CaptureStage } from './ReportPreview.styles';

type Entry = Schema<'HazardIndexEntry'>;

const ROW_HEIGHT = 32;

/** An SVG element as a data URL the PDF renderer may load (it allows only `data:` requests). */
export function svgDataUrl(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
}

/**
 * Draws the hazard chart off screen at the report's image width and hands it back once as a data URL
 * ('' first, whenever the entries change), so the preview and the PDF show the same picture and nivo
 * is not rendered again per page.
 */
export function HazardChartCapture({ entries, onCapture }: { entries: readonly Entry[]; onCapture: (dataUrl: string) => void }) {
  const theme = useRiskAtlasTheme();
  const stageRef = useRef<HTMLDivElement>(null);
  const capture = useEffectEvent(onCapture);

  useEffect(() => {
    capture('');
    const svg = stageRef.current?.querySelector('svg');
    if (svg && entries.length > 0) capture(svgDataUrl(svg));
  }, [entries, theme]);

  if (entries.length === 0) return null;
  return (
    <CaptureStage ref={stageRef} aria-hidden="true">
      <Bar
        width={REPORT_CHART_IMAGE_WIDTH}
        height={entries.length * ROW_HEIGHT + 60}
        data={entries.map((entry) => ({ name: entry.name, rating: ratingPercent(entry.rating) }))}
        keys={['rating']}
        indexBy="name"
        layout="horizontal"
        valueScale={{ type: 'linear', min: 0, max: 100 }}
        margin={{ top: 8, right: 24, bottom: 40, left: 260 }}
        padding={0.25}
        colors={({ index }) => theme.color.hazard[hazardBandOrUnknown(entries[index]?.rating ?? null)].background}
        labelTextColor={({ data: bar }) => theme.color.hazard[hazardBandOrUnknown(entries[bar.index]?.rating ?? null)].foreground}
        axisBottom={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${String(value)}%` }}
        valueFormat={(value) => `${String(value)}%`}
        theme={{ text: { fill: theme.color.text.default, fontFamily: theme.font.family.body } }}
        isInteractive={false}
        animate={false}
      />
    </CaptureStage>
  );
}
