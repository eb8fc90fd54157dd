import { Bar } from '@nivo/bar';
import { createQueryHook, isRetryableFailure, useHazardIndex, useIndustry, useIndustryExposures, type Schema } from '@riskatlas/api-client';
import { classActive, filterHazardIndexEntries, type CountryCode } from '@riskatlas/domain';
import { hazardBandOrUnknown, mediaQuery, ratingPercent, useRiskAtlasTheme } from '@riskatlas/theme';
import { useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import { Chart, Toolbar } from '../HazardIndex/HazardIndex.styles';
import { IndustrySearch } from '../IndustrySearch';
import { COUNTRY_NAMES } from '../IndicativeRates/IndicativeRates';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { axisLabelLayout, NIVO_TICK_GAP, wrappedNivoTick } from '../primitives/shared/axisLabels';
import { routerClick } from '../primitives/shared/navigation';
import { GroupHeading, SectionRoot } from '../primitives/shared/sections.styles';
import { useElementWidth } from '../primitives/shared/useElementWidth';
import { useMediaQuery } from '../primitives/shared/useMediaQuery';
import { VisuallyHidden } from '../primitives/shared/VisuallyHidden';
import { Spinner } from '../primitives/Spinner';
import { indicativeRates } from '../rules/industry-content';
import { useChecklist } from '../primitives/shared/useChecklist';
import { addCompareId, COMPARE_MAX, COMPARE_MIN, compareHazard, sharedAndUnique, type ClassComparison } from './compare';
import { AddRow, Block, Chip, Chooser, Chosen, Columns, Letter, Muted, RecentList, Table, TableScroll } from './IndustryCompare.styles';

/** The letters that name the industries' bars, in the order they were added. */
export const COMPARE_LETTERS = ['A', 'B', 'C', 'D'] as const;
/** Recently viewed industries offered to add (docs/product/compare.md#choosing-industries). */
export const COMPARE_RECENT_LIMIT = 5;

/** The widget's fixed copy (docs/product/compare.md). */
export const industryCompareCopy = {
  title: 'Compare industries',
  chosen: 'Industries compared',
  addLabel: 'Add an industry to compare',
  recent: 'Recently viewed',
  add: (name: string) => `Add ${name} to the comparison`,
  remove: (name: string) => `Remove ${name} from the comparison`,
  removeShort: 'Remove',
  full: `You are comparing ${String(COMPARE_MAX)} industries, the most at once. Remove one to add another.`,
  empty: 'Choose two to four industries to compare them side by side: search below, or pick one you viewed recently.',
  one: 'Add one more industry to see the comparison.',
  loading: 'Loading the comparison',
  failed: 'The comparison could not be loaded.',
  industryFailed: (id: number) => `Industry ${String(id)} could not be loaded`,
  retry: 'Try again',
  hazard: 'Hazard index',
  hazardNote: 'The classes where the industries differ most come first.',
  chart: 'Chart',
  table: 'Table',
  viewLabel: 'Hazard index view',
  chartLabel: 'Hazard rating per insurance class, industry by industry',
  tableCaption: 'Hazard rating per insurance class',
  insuranceClass: 'Insurance class',
  noRating: 'No rating',
  exposures: 'Significant exposures',
  checklist: 'Key checklist questions',
  shared: (count: number) => (count === 2 ? 'In both' : `In all ${String(count)}`),
  partly: 'In some',
  only: (name: string) => `Only ${name}`,
  none: 'None',
  rates: 'Indicative rates',
  country: 'Country',
  noRate: '–',
  noRates: 'No indicative rates for these industries.',
} as const;

export interface IndustryCompareProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'onChange'> {
  /** The industries compared, in order (at most 4; more are ignored). Required. */
  industryIds: readonly number[];
  /** Called with the new list when the user adds or removes an industry. Required. */
  onChange: (industryIds: number[]) => void;
  /** The user's country: hazard classes, exposures and search follow it. Required. */
  country: CountryCode;
  /** The user's `documents_assessments`: classes not in it are greyed in the chart. Default `null` (not restricted). */
  documentsAssessments?: readonly number[] | null;
  /** The user has the Trial role (sent with the search). Default `false`. */
  trial?: boolean;
  /** The taxonomy whose codes are searched and shown. Default: the API's (ANZSIC 2006). */
  taxonomy?: 4 | 8 | 12;
  /** Offers the user's recently viewed industries to add. Default `true`. */
  recent?: boolean;
  /** Shows the search box (a token that may not search the catalogue has none). Default `true`. */
  search?: boolean;
  /** Links each industry's name to its page (`/industries/{id}`); off where those pages do not exist (an embed). Default `true`. */
  links?: boolean;
  /** Hands links to the industry pages to the host's router on a plain click. Default: ordinary links. */
  onNavigate?: (href: string) => void;
}

type Exposure = Schema<'Exposure'>;
type Question = Schema<'ChecklistItem'>;

const QUIET = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
const useSearchHistory = createQueryHook('/user/history/industries');

/** Everything the comparison needs of one industry; a null id loads nothing. */
function useCompareSlot(id: number | null, country: CountryCode) {
  const industry = useIndustry(id, {}, QUIET);
  const hazard = useHazardIndex(id, country, QUIET);
  const exposures = useIndustryExposures(id, country, QUIET);
  // The Key questions, every page followed, as the report's checklist loads them.
  const checklist = useChecklist(id ?? 0, id !== null);
  return {
    id,
    industry: industry.data,
    error: industry.error,
    // A section that fails counts as empty for that industry (docs/product/messages.md#silent-failures).
    hazard: hazard.error ? [] : (hazard.data?.data ?? []),
    exposures: exposures.error ? [] : (exposures.data?.data ?? []),
    questions: checklist.items,
    loading: id !== null && (industry.isLoading || (!industry.error && (hazard.isLoading || exposures.isLoading || checklist.loading))),
    retry: () => {
      void industry.mutate();
      void hazard.mutate();
      void exposures.mutate();
    },
  };
}

type Slot = ReturnType<typeof useCompareSlot>;

/**
 * Two to four industries side by side (docs/product/compare.md): the hazard index per class as one grouped bar
 * chart in the band colours (the classes where they differ most first, a table for the same figures), the
 * significant exposures and Key checklist questions shared and unique, and the indicative rates. The user
 * adds industries from search or Recently viewed and removes them; the host keeps the list (the portal in
 * the address) through `onChange`. Rest props go to the root `<section>`.
 */
export function IndustryCompare({
  industryIds,
  onChange,
  country,
  documentsAssessments = null,
  trial = false,
  taxonomy,
  recent = true,
  search = true,
  links = true,
  onNavigate,
  ...rest
}: IndustryCompareProps) {
  const ids = industryIds.slice(0, COMPARE_MAX);
  const s0 = useCompareSlot(ids[0] ?? null, country);
  const s1 = useCompareSlot(ids[1] ?? null, country);
  const s2 = useCompareSlot(ids[2] ?? null, country);
  const s3 = useCompareSlot(ids[3] ?? null, country);
  const slots = [s0, s1, s2, s3].filter((slot): slot is Slot & { id: number } => slot.id !== null);
  const full = ids.length >= COMPARE_MAX;
  const failed = slots.filter((slot) => slot.error);
  const loading = slots.some((slot) => slot.loading);
  const add = (id: number) => onChange(addCompareId(ids, id));
  // A removed industry takes its focused Remove button with it: once the list has changed, focus moves
  // to the last Remove button left, or to the search when none is.
  const chooserRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const idsKey = ids.join(',');
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const buttons = chooserRef.current?.querySelectorAll<HTMLElement>('[data-compare-remove]') ?? [];
    const target = buttons.length > 0 ? buttons[buttons.length - 1] : chooserRef.current?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [idsKey]);
  const remove = (id: number) => {
    refocus.current = true;
    onChange(ids.filter((chosen) => chosen !== id));
  };
  const name = (slot: Slot & { id: number }) => slot.industry?.name ?? industryCompareCopy.industryFailed(slot.id);

  return (
    <SectionRoot aria-label={industryCompareCopy.title} {...rest}>
      <Chooser ref={chooserRef}>
        {slots.length > 0 ? (
          <Chosen aria-label={industryCompareCopy.chosen}>
            {slots.map((slot, index) => {
              const href = `/industries/${String(slot.id)}`;
              return (
                <Chip key={slot.id} data-industry={slot.id}>
                  <Letter aria-hidden="true">{COMPARE_LETTERS[index]}</Letter>
                  <div>
                    {slot.industry && !links ? (
                      <span>{slot.industry.name}</span>
                    ) : slot.industry ? (
                      <a href={href} onClick={routerClick(href, onNavigate)}>
                        {slot.industry.name}
                      </a>
                    ) : slot.error ? (
                      <span>{industryCompareCopy.industryFailed(slot.id)}</span>
                    ) : (
                      <Spinner label="Loading industry" />
                    )}
                    {slot.industry?.code ? <Muted>{slot.industry.code}</Muted> : null}
                  </div>
                  <Button
                    variant="link"
                    data-compare-remove=""
                    aria-label={industryCompareCopy.remove(name(slot))}
                    onClick={() => remove(slot.id)}
                  >
                    {industryCompareCopy.removeShort}
                  </Button>
                </Chip>
              );
            })}
          </Chosen>
        ) : null}
        {full ? (
          <p role="status">{industryCompareCopy.full}</p>
        ) : (
          <AddRow>
            {search ? (
              <IndustrySearch
                label={industryCompareCopy.addLabel}
                trial={trial}
                country={country}
                taxonomy={taxonomy}
                onNavigate={({ industry }) => add(industry.id)}
              />
            ) : null}
            {recent ? <RecentlyViewed chosen={ids} onAdd={add} /> : null}
          </AddRow>
        )}
      </Chooser>
      {failed.length > 0 ? (
        <EmptyState message={industryCompareCopy.failed} role="alert">
          {failed.some((slot) => isRetryableFailure(slot.error)) ? (
            <Button variant="secondary" onClick={() => failed.forEach((slot) => slot.retry())}>
              {industryCompareCopy.retry}
            </Button>
          ) : null}
        </EmptyState>
      ) : slots.length < COMPARE_MIN ? (
        <EmptyState message={slots.length === 0 ? industryCompareCopy.empty : industryCompareCopy.one} />
      ) : loading ? (
        <Spinner label={industryCompareCopy.loading} showLabel />
      ) : (
        <Comparison slots={slots} names={slots.map(name)} country={country} documentsAssessments={documentsAssessments} />
      )}
    </SectionRoot>
  );
}

function RecentlyViewed({ chosen, onAdd }: { chosen: readonly number[]; onAdd: (id: number) => void }) {
  const headingId = useId();
  const { data } = useSearchHistory({ query: { pagesize: COMPARE_RECENT_LIMIT + COMPARE_MAX } }, QUIET);
  // A failed history only leaves the shortcut out: search still adds industries.
  const items = (data?.data ?? []).filter((item) => !chosen.includes(item.id)).slice(0, COMPARE_RECENT_LIMIT);
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <Muted id={headingId}>{industryCompareCopy.recent}</Muted>
      <RecentList>
        {items.map((item) => (
          <li key={item.id}>
            <Button variant="secondary" aria-label={industryCompareCopy.add(item.name)} onClick={() => onAdd(item.id)}>
              + {item.name}
            </Button>
          </li>
        ))}
      </RecentList>
    </div>
  );
}

interface ComparisonProps {
  slots: readonly (Slot & { id: number })[];
  names: readonly string[];
  country: CountryCode;
  documentsAssessments: readonly number[] | null;
}

function Comparison({ slots, names, country, documentsAssessments }: ComparisonProps) {
  const rows = useMemo(() => compareHazard(slots.map((slot) => filterHazardIndexEntries(slot.hazard, country))), [slots, country]);
  const exposures = useMemo(
    () =>
      sharedAndUnique<Exposure>(
        slots.map((slot) => ({ industryId: slot.id, items: slot.exposures })),
        (item) => item.id,
      ),
    [slots],
  );
  const questions = useMemo(
    () =>
      sharedAndUnique<Question>(
        slots.map((slot) => ({ industryId: slot.id, items: slot.questions })),
        (item) => item.id,
      ),
    [slots],
  );
  const labelOf = (id: number) => {
    const index = slots.findIndex((slot) => slot.id === id);
    return `${COMPARE_LETTERS[index] ?? ''} ${names[index] ?? ''}`.trim();
  };
  return (
    <>
      <div>
        <GroupHeading>{industryCompareCopy.hazard}</GroupHeading>
        <Muted>{industryCompareCopy.hazardNote}</Muted>
        <HazardComparison rows={rows} names={names} documentsAssessments={documentsAssessments} />
      </div>
      <SharedUnique
        title={industryCompareCopy.exposures}
        split={exposures}
        count={slots.length}
        labelOf={labelOf}
        text={(item) => `${item.title || item.insurance_class.name}`}
        meta={(item) => item.insurance_class.name}
      />
      <SharedUnique
        title={industryCompareCopy.checklist}
        split={questions}
        count={slots.length}
        labelOf={labelOf}
        text={(item) => item.title}
        meta={(item) => item.insurance_class.name}
      />
      <Rates slots={slots} names={names} />
    </>
  );
}

function HazardComparison({
  rows,
  names,
  documentsAssessments,
}: {
  rows: readonly ClassComparison[];
  names: readonly string[];
  documentsAssessments: readonly number[] | null;
}) {
  const theme = useRiskAtlasTheme();
  const narrow = useMediaQuery(mediaQuery.atMost('xs'));
  const [chosenMode, setMode] = useState<'chart' | 'table'>('chart');
  const mode = narrow ? 'table' : chosenMode;
  const summaryId = useId();
  const [chartRef, chartWidth] = useElementWidth<HTMLDivElement>();
  const axisFont = useMemo(() => ({ family: theme.font.family.body, size: 11 }), [theme.font.family.body]);
  const labels = useMemo(
    () =>
      axisLabelLayout(
        rows.map((row) => row.name),
        axisFont,
        chartWidth * 0.35,
      ),
    [rows, axisFont, chartWidth],
  );
  const keys = names.map((_, index) => COMPARE_LETTERS[index] ?? String(index));
  const group = Math.max(names.length * 18 + 14, labels.maxLines * labels.lineHeight + 8);
  const height = rows.length * group + 60;
  const data = rows.map((row) => {
    const datum: Record<string, string | number> = { name: row.name, classId: row.classId };
    row.ratings.forEach((rating, index) => {
      if (rating !== null) datum[keys[index] ?? ''] = ratingPercent(rating);
    });
    return datum;
  });
  const percent = (rating: number | null) => (rating === null ? industryCompareCopy.noRating : `${String(ratingPercent(rating))}%`);
  const colour = (classId: number, value: number | null) =>
    classActive(classId, documentsAssessments) ? theme.color.hazard[hazardBandOrUnknown(value ?? -1)] : theme.color.hazard.unknown;

  return (
    <>
      <Toolbar role="group" aria-label={industryCompareCopy.viewLabel}>
        <Button variant="secondary" aria-pressed={mode === 'chart'} disabled={narrow} onClick={() => setMode('chart')}>
          {industryCompareCopy.chart}
        </Button>
        <Button variant="secondary" aria-pressed={mode === 'table'} onClick={() => setMode('table')}>
          {industryCompareCopy.table}
        </Button>
      </Toolbar>
      {mode === 'chart' ? (
        <Chart data-mode="chart" ref={chartRef} style={{ height }}>
          {chartWidth > 0 ? (
            <Bar
              width={chartWidth}
              height={height}
              // A horizontal chart draws its first row at the bottom: reversed, the largest difference is on top.
              data={[...data].reverse()}
              keys={keys}
              indexBy="name"
              groupMode="grouped"
              layout="horizontal"
              valueScale={{ type: 'linear', min: 0, max: 100 }}
              margin={{ top: 8, right: 24, bottom: 40, left: labels.width + NIVO_TICK_GAP + 4 }}
              padding={0.2}
              innerPadding={2}
              colors={(bar) => colour(Number(bar.data.classId), bar.value).background}
              label={(bar) => `${String(bar.id)} ${String(bar.value)}%`}
              labelSkipWidth={44}
              labelTextColor={({ data: bar }) => colour(Number(bar.data.classId), bar.value).foreground}
              axisLeft={{ renderTick: wrappedNivoTick(labels, axisFont, theme.color.text.default) }}
              axisBottom={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${String(value)}%` }}
              theme={{ text: { fill: theme.color.text.default, fontFamily: axisFont.family, fontSize: axisFont.size } }}
              role="img"
              ariaLabel={industryCompareCopy.chartLabel}
              ariaDescribedBy={summaryId}
              isInteractive={false}
              animate={false}
            />
          ) : null}
          <VisuallyHidden id={summaryId}>
            {rows
              .map(
                (row) =>
                  `${row.name}: ${row.ratings.map((rating, index) => `${keys[index] ?? ''} ${names[index] ?? ''} ${percent(rating)}`).join(', ')}`,
              )
              .join('; ')}
          </VisuallyHidden>
        </Chart>
      ) : (
        <TableScroll data-mode="table">
          <Table>
            <caption>{industryCompareCopy.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{industryCompareCopy.insuranceClass}</th>
                {names.map((name, index) => (
                  <th scope="col" key={keys[index]}>
                    {`${keys[index] ?? ''} ${name}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.classId}>
                  <th scope="row">{row.name}</th>
                  {row.ratings.map((rating, index) => (
                    <td key={keys[index]}>{percent(rating)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}

interface SharedUniqueProps<T> {
  title: string;
  split: ReturnType<typeof sharedAndUnique<T>>;
  count: number;
  labelOf: (industryId: number) => string;
  text: (item: T) => string;
  meta: (item: T) => string;
}

function SharedUnique<T extends { id: number }>({ title, split, count, labelOf, text, meta }: SharedUniqueProps<T>) {
  const headingId = useId();
  const line = (item: T) => (
    <>
      {text(item)} <Muted>({meta(item)})</Muted>
    </>
  );
  const list = (items: readonly T[]) =>
    items.length === 0 ? (
      <Muted>{industryCompareCopy.none}</Muted>
    ) : (
      <ul>
        {items.map((item) => (
          <li key={item.id}>{line(item)}</li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId}>
      <GroupHeading id={headingId}>{title}</GroupHeading>
      <Columns>
        <Block data-list="shared">
          <h4>{industryCompareCopy.shared(count)}</h4>
          {list(split.shared)}
        </Block>
        {split.partly.length > 0 ? (
          <Block data-list="partly">
            <h4>{industryCompareCopy.partly}</h4>
            <ul>
              {split.partly.map(({ item, industryIds }) => (
                <li key={item.id}>
                  {line(item)} <Muted>{industryIds.map(labelOf).join(', ')}</Muted>
                </li>
              ))}
            </ul>
          </Block>
        ) : null}
        {split.unique.map(({ industryId, items }) => (
          <Block key={industryId} data-list="unique" data-industry={industryId}>
            <h4>{industryCompareCopy.only(labelOf(industryId))}</h4>
            {list(items)}
          </Block>
        ))}
      </Columns>
    </section>
  );
}

function Rates({ slots, names }: { slots: readonly Slot[]; names: readonly string[] }) {
  const perIndustry = slots.map(
    (slot) => new Map(indicativeRates(slot.industry?.indicative_rates ?? []).map((rate) => [rate.country, rate.label])),
  );
  const countries = (Object.keys(COUNTRY_NAMES) as (keyof typeof COUNTRY_NAMES)[]).filter((code) =>
    perIndustry.some((rates) => rates.has(code)),
  );
  return (
    <div>
      <GroupHeading>{industryCompareCopy.rates}</GroupHeading>
      {countries.length === 0 ? (
        <Muted>{industryCompareCopy.noRates}</Muted>
      ) : (
        <TableScroll>
          <Table>
            <caption>
              <VisuallyHidden>{industryCompareCopy.rates}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{industryCompareCopy.country}</th>
                {names.map((name, index) => (
                  <th scope="col" key={COMPARE_LETTERS[index]}>{`${COMPARE_LETTERS[index] ?? ''} ${name}`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {countries.map((code) => (
                <tr key={code}>
                  <th scope="row">{COUNTRY_NAMES[code]}</th>
                  {perIndustry.map((rates, index) => (
                    <td key={COMPARE_LETTERS[index]}>{rates.get(code) ?? industryCompareCopy.noRate}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </div>
  );
}
