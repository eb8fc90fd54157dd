import { Bar } from '@nivo/bar';
import { hazardBandOrUnknown, ratingPercent, useRiskAtlasTheme } from '@riskatlas/theme';
import type { Schema } from '@riskatlas/api-client';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { HazardChartGroup } from '@riskatlas/domain';
import { REPORT_CHART_IMAGE_WIDTH } from '../rules/report-document';
import { axisLabelLayout, NIVO_TICK_GAP, wrappedNivoTick } from '../primitives/shared/axisLabels';
import { CaptureStage } from './ReportPreview.styles';

type Entry = Schema<'HazardIndexEntry'>;

const ROW_HEIGHT = 32;
/** Space between two rows' wrapped labels. */
const ROW_GAP = 6;
const AXIS_ROOM = 60;
const AXIS_FONT_SIZE = 11;
/** The class names take at most this share of the image's width; a longer name wraps. */
const MAX_LABEL_WIDTH = 0.4 * REPORT_CHART_IMAGE_WIDTH;
/** Room above each group's bars for its label in the grouped chart. */
const GROUP_TITLE_HEIGHT = 32;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element as a data URL the PDF renderer may load (it allows only `data:` requests). */
export function svgDataUrl(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', SVG_NS);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
}

/**
 * Several drawn charts as one SVG, each under its title, one below the other: the grouped chart is a
 * single picture so the preview and the PDF place it like the single chart. Titles go in as text
 * nodes, so a group's label can never become markup.
 */
export function stackedSvgDataUrl(
  parts: readonly { title: string; svg: SVGSVGElement }[],
  text: { color: string; fontFamily: string },
): string {
  const root = document.createElementNS(SVG_NS, 'svg');
  let top = 0;
  for (const part of parts) {
    const title = document.createElementNS(SVG_NS, 'text');
    title.setAttribute('x', '0');
    title.setAttribute('y', String(top + GROUP_TITLE_HEIGHT - 10));
    title.setAttribute('font-size', '16');
    title.setAttribute('font-weight', '600');
    title.setAttribute('font-family', text.fontFamily);
    title.setAttribute('fill', text.color);
    title.textContent = part.title;
    const chart = part.svg.cloneNode(true) as SVGSVGElement;
    chart.setAttribute('x', '0');
    chart.setAttribute('y', String(top + GROUP_TITLE_HEIGHT));
    root.append(title, chart);
    top += GROUP_TITLE_HEIGHT + Number(part.svg.getAttribute('height') ?? 0);
  }
  root.setAttribute('width', String(REPORT_CHART_IMAGE_WIDTH));
  root.setAttribute('height', String(top));
  root.setAttribute('viewBox', `0 0 ${String(REPORT_CHART_IMAGE_WIDTH)} ${String(top)}`);
  return svgDataUrl(root);
}

/** The hazard bars of some classes, at the report's image width, coloured by risk band. */
function HazardBars({ entries }: { entries: readonly Entry[] }) {
  const theme = useRiskAtlasTheme();
  const font = { family: theme.font.family.body, size: AXIS_FONT_SIZE, image: true };
  const labels = axisLabelLayout(
    entries.map((entry) => entry.name),
    font,
    MAX_LABEL_WIDTH,
  );
  const row = Math.max(ROW_HEIGHT, labels.maxLines * labels.lineHeight + ROW_GAP);
  return (
    <Bar
      width={REPORT_CHART_IMAGE_WIDTH}
      height={entries.length * row + AXIS_ROOM}
      data={entries.map((entry) => ({ name: entry.name, rating: ratingPercent(entry.rating) }))}
      keys={['rating']}
      indexBy="name"
      layout="horizontal"
      valueScale={{ type: 'linear', min: 0, max: 100 }}
      margin={{ top: 8, right: 24, bottom: 40, left: labels.width + NIVO_TICK_GAP + 4 }}
      padding={0.25}
      colors={({ index }) => theme.color.hazard[hazardBandOrUnknown(entries[index]?.rating ?? null)].background}
      labelTextColor={({ data: bar }) => theme.color.hazard[hazardBandOrUnknown(entries[bar.index]?.rating ?? null)].foreground}
      axisLeft={{ renderTick: wrappedNivoTick(labels, font, theme.color.text.default) }}
      axisBottom={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${String(value)}%` }}
      valueFormat={(value) => `${String(value)}%`}
      theme={{ text: { fill: theme.color.text.default, fontFamily: font.family, fontSize: font.size } }}
      isInteractive={false}
      animate={false}
    />
  );
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
      <HazardBars entries={entries} />
    </CaptureStage>
  );
}

/**
 * The tailored report's grouped hazard chart (hazardIndexGroupChartDataUrl): one bar chart per group
 * (from `groupedHazardChart`), stacked under the groups' labels into one image and handed back once as a
 * data URL, '' first whenever the groups change.
 */
export function HazardGroupChartCapture({
  groups,
  onCapture,
}: {
  groups: readonly HazardChartGroup<Entry>[];
  onCapture: (dataUrl: string) => void;
}) {
  const theme = useRiskAtlasTheme();
  const stageRef = useRef<HTMLDivElement>(null);
  const capture = useEffectEvent(onCapture);

  useEffect(() => {
    capture('');
    const stage = stageRef.current;
    if (!stage || groups.length === 0) return;
    const parts = groups.map((group) => ({
      title: group.title,
      svg: stage.querySelector<SVGSVGElement>(`[data-chart-group="${group.id}"] svg`),
    }));
    if (parts.every((part): part is { title: string; svg: SVGSVGElement } => part.svg !== null)) {
      capture(stackedSvgDataUrl(parts, { color: theme.color.text.default, fontFamily: theme.font.family.body }));
    }
  }, [groups, theme]);

  if (groups.length === 0) return null;
  return (
    <CaptureStage ref={stageRef} aria-hidden="true">
      {groups.map((group) => (
        <div key={group.id} data-chart-group={group.id}>
          <HazardBars entries={group.entries} />
        </div>
      ))}
    </CaptureStage>
  );
}
