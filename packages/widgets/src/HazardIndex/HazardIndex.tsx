import { Bar } from '@nivo/bar';
import { useHazardIndex, type Schema } from '@riskatlas/api-client';
import { hazardBandOrUnknown, mediaQuery, ratingPercent, useRiskAtlasTheme, type HazardBand } from '@riskatlas/theme';
import { useId, useMemo, useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button';
import { ClassIcon } from '../primitives/ClassIcon';
import { Modal } from '../primitives/Modal';
import { SafeHtml } from '../primitives/SafeHtml';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { useMediaQuery } from '../primitives/shared/useMediaQuery';
import { VisuallyHidden } from '../primitives/shared/VisuallyHidden';
import { axisLabelLayout, NIVO_TICK_GAP, wrappedNivoTick } from '../primitives/shared/axisLabels';
import { useElementWidth } from '../primitives/shared/useElementWidth';
import { industryEmptyCopy } from '../rules/industry-content';
import { classActive, filterHazardIndexEntries, type CountryCode } from '@riskatlas/domain';
import { Card, CardTitle, Chart, Grid, Inactive, Rating, Root, Toolbar } from './HazardIndex.styles';

export type HazardIndexMode = 'chart' | 'grid';

/** The widget's fixed copy. */
export const hazardIndexCopy = {
  chart: 'Chart',
  grid: 'Grid',
  viewLabel: 'Hazard index view',
  chartLabel: 'Hazard rating per insurance class',
  readSummary: 'Read Summary',
  loading: 'Loading hazard index',
  inactive: 'Not in your subscription',
  bands: { low: 'Low', medium: 'Medium', high: 'High', unknown: 'Unknown' } satisfies Record<HazardBand | 'unknown', string>,
} as const;

/** Height of a bar's row when its label fits on one line. */
const ROW_HEIGHT = 36;
/** Space between two rows' wrapped labels. */
const ROW_GAP = 8;
/** Room under the bars for the percentage axis. */
const AXIS_ROOM = 60;
const AXIS_FONT_SIZE = 11;
/** The class names take at most this share of the chart's width; a longer name wraps. */
const MAX_LABEL_SHARE = 0.4;

/** Width of the Read Summary modal (docs/product/hazard-index.md#read-summary). */
export const SUMMARY_MODAL_WIDTH = 720;
/** Rows of summary text shown in the modal (docs/product/hazard-index.md#read-summary). */
export const SUMMARY_LINES = 4;

export interface HazardIndexProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The user's country: outside au, core and the employer classes are left out (docs/product/hazard-index.md#classes-shown). Required. */
  country: CountryCode;
  /** The user's `documents_assessments`: classes not in it are shown greyed out. Default `null` (not restricted). */
  documentsAssessments?: readonly number[] | null;
  /** The view first shown. Default `'chart'`. At 480 px or below it is always the grid. */
  defaultMode?: HazardIndexMode;
}

type Entry = Schema<'HazardIndexEntry'>;

/**
 * The hazard index of an industry (docs/product/hazard-index.md#chart-and-grid): a bar chart or a grid of cards, each rating coloured
 * by band, each card with a Read Summary modal. Forced to the grid at 480 px or below.
 * Rest props go to the root `<section>`.
 */
export function HazardIndex({ industryId, country, documentsAssessments = null, defaultMode = 'chart', ...rest }: HazardIndexProps) {
  const theme = useRiskAtlasTheme();
  const { data, error, isLoading } = useHazardIndex(industryId, country, { shouldRetryOnError: false });
  const entries = useMemo(() => filterHazardIndexEntries(data?.data ?? [], country), [data, country]);
  const narrow = useMediaQuery(mediaQuery.atMost('xs'));
  const [chosenMode, setChosenMode] = useState<HazardIndexMode>(defaultMode);
  const mode = narrow ? 'grid' : chosenMode;
  const [summary, setSummary] = useState<Entry | null>(null);
  const descriptionId = useId();
  const [chartRef, chartWidth] = useElementWidth<HTMLDivElement>();
  const axisFont = useMemo(() => ({ family: theme.font.family.body, size: AXIS_FONT_SIZE }), [theme.font.family.body]);
  const labels = useMemo(
    () =>
      axisLabelLayout(
        entries.map((entry) => entry.name),
        axisFont,
        chartWidth * MAX_LABEL_SHARE,
      ),
    [entries, axisFont, chartWidth],
  );
  const row = Math.max(ROW_HEIGHT, labels.maxLines * labels.lineHeight + ROW_GAP);

  const colours = (entry: Entry) => {
    if (!classActive(entry.id, documentsAssessments)) return theme.color.hazard.unknown;
    return theme.color.hazard[hazardBandOrUnknown(entry.rating)];
  };

  return (
    <Root aria-label="Hazard Index" {...rest}>
      <SectionStatus
        loading={isLoading}
        empty={Boolean(error) || entries.length === 0}
        loadingLabel={hazardIndexCopy.loading}
        emptyMessage={industryEmptyCopy.hazardIndex}
      >
        <Toolbar role="group" aria-label={hazardIndexCopy.viewLabel}>
          <Button variant="secondary" aria-pressed={mode === 'chart'} disabled={narrow} onClick={() => setChosenMode('chart')}>
            {hazardIndexCopy.chart}
          </Button>
          <Button variant="secondary" aria-pressed={mode === 'grid'} onClick={() => setChosenMode('grid')}>
            {hazardIndexCopy.grid}
          </Button>
        </Toolbar>
        {mode === 'chart' ? (
          <Chart data-mode="chart" ref={chartRef} style={{ height: entries.length * row + AXIS_ROOM }}>
            {chartWidth > 0 ? (
              <Bar
                width={chartWidth}
                height={entries.length * row + AXIS_ROOM}
                data={entries.map((entry) => ({ name: entry.name, rating: ratingPercent(entry.rating), id: entry.id }))}
                keys={['rating']}
                indexBy="name"
                layout="horizontal"
                valueScale={{ type: 'linear', min: 0, max: 100 }}
                margin={{ top: 8, right: 24, bottom: 40, left: labels.width + NIVO_TICK_GAP + 4 }}
                padding={0.25}
                colors={({ index }) => {
                  const entry = entries[index];
                  return entry ? colours(entry).background : theme.color.hazard.unknown.background;
                }}
                axisLeft={{ renderTick: wrappedNivoTick(labels, axisFont, theme.color.text.default) }}
                axisBottom={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${String(value)}%` }}
                labelTextColor={({ data: bar }) => {
                  const entry = entries[bar.index];
                  return entry ? colours(entry).foreground : theme.color.text.default;
                }}
                valueFormat={(value) => `${String(value)}%`}
                theme={{ text: { fill: theme.color.text.default, fontFamily: axisFont.family, fontSize: axisFont.size } }}
                role="img"
                ariaLabel={hazardIndexCopy.chartLabel}
                ariaDescribedBy={descriptionId}
                isInteractive={false}
                animate={false}
              />
            ) : null}
            <VisuallyHidden id={descriptionId}>
              {entries.map((entry) => `${entry.name}: ${String(ratingPercent(entry.rating))}%`).join('; ')}
            </VisuallyHidden>
          </Chart>
        ) : (
          <Grid data-mode="grid">
            {entries.map((entry) => {
              const active = classActive(entry.id, documentsAssessments);
              const band = hazardBandOrUnknown(entry.rating);
              const { background, foreground } = colours(entry);
              return (
                <Card key={entry.id} data-active={active} data-band={band}>
                  <CardTitle>
                    <ClassIcon slug={entry.slug} size={20} />
                    {entry.name}
                  </CardTitle>
                  <Rating $background={background} $foreground={foreground}>
                    {band === 'unknown'
                      ? hazardIndexCopy.bands.unknown
                      : `${String(ratingPercent(entry.rating))}% ${hazardIndexCopy.bands[band]}`}
                  </Rating>
                  {active ? (
                    <Button variant="link" aria-label={`${hazardIndexCopy.readSummary}: ${entry.name}`} onClick={() => setSummary(entry)}>
                      {hazardIndexCopy.readSummary}
                    </Button>
                  ) : (
                    <Inactive>{hazardIndexCopy.inactive}</Inactive>
                  )}
                </Card>
              );
            })}
          </Grid>
        )}
      </SectionStatus>
      <Modal open={summary !== null} onClose={() => setSummary(null)} title={summary?.name ?? ''} width={SUMMARY_MODAL_WIDTH}>
        {summary ? <SafeHtml html={summary.comment} lineClamp={SUMMARY_LINES} /> : null}
      </Modal>
    </Root>
  );
}
