import { exportPdf, useApiClient, useCompletedQuizzes, usePeriodSearchHistory, useUser, useUserPointsPeriod } from '@riskatlas/api-client';
import { parsePointsType, pointsPeriod, pointsSchemes, type PeriodChoice } from '@riskatlas/domain';
import {
  Button,
  CERTIFICATE_FILE_NAME,
  certificateDate,
  certificateDownloadEnabled,
  certificateHtml,
  Cluster,
  quizDuration,
  quizResultPercent,
  SelectField,
  Spinner,
  useToast,
} from '@riskatlas/widgets';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../routes/LoadFailed';
import styled from 'styled-components';
import { PagedTable } from './PagedTable';

const QUIZZES_PER_PAGE = 20;
const HISTORY_PER_PAGE = 32;
const PERIOD_OPTIONS = [
  { value: 'current', label: 'Current period' },
  { value: 'last', label: 'Last period' },
] as const;

const Toolbar = styled(Cluster).attrs({ gap: 'md', align: 'end' })`
  margin-bottom: ${({ theme }) => theme.space.lg}px;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is not needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /points?type=cip|cpd|cpdnz: points, quizzes and industry history of the current or last period, and the certificate. */
export function PointsPage() {
  const [params] = useSearchParams();
  const type = parsePointsType(params.get('type'));
  const scheme = pointsSchemes[type];
  const [choice, setChoice] = useState<PeriodChoice>('current');
  const period = useMemo(() => pointsPeriod(type, choice, new Date()), [type, choice]);
  const client = useApiClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const user = useUser();
  // The three calls of a period go out together (their keys change together).
  const points = useUserPointsPeriod(type, period.end);
  const quizzes = useCompletedQuizzes(user.data?.country ?? null);
  const history = usePeriodSearchHistory(period);

  const periodQuizzes = (quizzes.data?.data ?? []).filter((quiz) => {
    const day = quiz.time_end?.slice(0, 10);
    return day !== undefined && day >= period.start && day <= period.end;
  });
  // SWR retries a failed load with no data to show: the failure stays on screen meanwhile, not a spinner.
  const loading = (user.isLoading || points.isLoading) && !points.error;
  const serverPeriod = points.data?.period;

  const download = async () => {
    if (!user.data || !points.data || downloading) return;
    setDownloading(true);
    try {
      const company = user.data.companies.find((c) => c.is_primary) ?? user.data.companies[0];
      const html = certificateHtml({
        personName: user.data.person_name,
        companyName: company?.name ?? '',
        type,
        points: points.data.total,
        start: points.data.period.start,
        end: points.data.period.end,
      });
      saveBlob(await exportPdf(client, { html, format: 'A4', file_name: CERTIFICATE_FILE_NAME }), CERTIFICATE_FILE_NAME);
    } catch {
      toast.error('Download failed');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="points-title">
      <h1 id="points-title">{scheme.label} Points</h1>
      <Toolbar>
        {/* The product's select, as in the settings: the platform's keyboard and screen-reader behaviour in the product's look. */}
        <SelectField
          label="Period"
          options={PERIOD_OPTIONS}
          value={choice}
          onChange={(event) => setChoice(event.target.value === 'last' ? 'last' : 'current')}
        />
        <Button
          type="button"
          variant="primary"
          busy={downloading}
          disabled={!certificateDownloadEnabled(loading || downloading, serverPeriod?.start, serverPeriod?.end)}
          onClick={() => void download()}
        >
          Download Certificate
        </Button>
      </Toolbar>

      {loading ? <Spinner label="Loading points" showLabel /> : null}
      {points.error ? <LoadFailed message="No Data" error={points.error} onRetry={() => void points.mutate()} /> : null}
      {points.data ? (
        <Totals aria-label="Points summary">
          <dt>Period</dt>
          <dd>
            {certificateDate(points.data.period.start)} – {certificateDate(points.data.period.end)}
          </dd>
          <dt>Points earned</dt>
          <dd>
            {points.data.total} of at most {points.data.maximum}
          </dd>
          <dt>Minimum required by the professional body</dt>
          <dd>{points.data.minimum_required}</dd>
        </Totals>
      ) : null}

      {points.data ? (
        <PagedTable
          caption="Points"
          columns={['Date', 'Test', 'Points']}
          rows={points.data.entries}
          pageSize={QUIZZES_PER_PAGE}
          rowKey={(entry) => `${entry.quiz_id}-${entry.date}`}
          cells={(entry) => [certificateDate(entry.date.slice(0, 10)), entry.industry?.name ?? entry.course?.name ?? '', entry.points]}
          empty="No points in this period yet."
        />
      ) : null}

      {quizzes.isLoading && !quizzes.error ? <Spinner label="Loading quizzes" /> : null}
      {quizzes.error ? <LoadFailed message="No Data" error={quizzes.error} onRetry={() => void quizzes.mutate()} /> : null}
      {quizzes.data ? (
        <PagedTable
          caption="Quizzes"
          columns={['Completed', 'Test', 'Result', 'Time taken']}
          rows={periodQuizzes}
          pageSize={QUIZZES_PER_PAGE}
          rowKey={(quiz) => quiz.quiz_id}
          cells={(quiz) => [
            certificateDate((quiz.time_end ?? '').slice(0, 10)),
            quiz.industry?.name ?? quiz.course?.name ?? '',
            `${quizResultPercent(quiz.questions)}%`,
            quizDuration(quiz.time_start, quiz.time_end),
          ]}
          empty="No quizzes completed in this period."
        />
      ) : null}

      {history.isLoading && !history.error ? <Spinner label="Loading history" /> : null}
      {history.error ? <LoadFailed message="No Data" error={history.error} onRetry={() => void history.mutate()} /> : null}
      {history.data ? (
        <PagedTable
          caption="Industry research history"
          columns={['Industry', 'Last viewed']}
          rows={history.data.data}
          pageSize={HISTORY_PER_PAGE}
          rowKey={(item) => item.id}
          cells={(item) => [item.name, certificateDate(item.last_accessed_on.slice(0, 10))]}
          empty="No industries viewed in this period."
        />
      ) : null}
    </section>
  );
}
