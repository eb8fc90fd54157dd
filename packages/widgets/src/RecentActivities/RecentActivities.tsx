import { createQueryHook } from '@riskatlas/api-client';
import { useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { EmptyState } from '../primitives/EmptyState';
import { routerClick } from '../primitives/shared/navigation';
import { Spinner } from '../primitives/Spinner';
import { dashboardCopy, RECENT_LIMIT, recentReports, recentReportsTitle, reportLink, reportTime } from '../rules/dashboard';
import { Card, ErrorText, List, Meta, Panel, Tab, TabList } from './RecentActivities.styles';

const useSearchHistory = createQueryHook('/user/history/industries');
const useUserReports = createQueryHook('/user/reports');

export interface RecentActivitiesProps {
  /** Underwriters see "My underwriter reports". Default `false`. */
  underwriter?: boolean;
  /** The user's date format for reports older than 6 days. Default `'DD/MM/YYYY'`. */
  dateFormat?: string;
  /** Hands in-app links to the host's router on a plain click. Default: ordinary links. */
  onNavigate?: (href: string) => void;
  /** The card's heading. Default `'Recent activities'`. */
  title?: string;
}

type TabId = 'viewed' | 'reports';

function ScrollPanel({ id, labelledBy, children }: { id: string; labelledBy: string; children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrolled(event.currentTarget.scrollTop > 0);
  return (
    <Panel id={id} role="tabpanel" aria-labelledby={labelledBy} tabIndex={0} data-scrolled={scrolled} onScroll={onScroll}>
      {children}
    </Panel>
  );
}

function RecentlyViewed({ onNavigate }: Pick<RecentActivitiesProps, 'onNavigate'>) {
  const { data, error, isLoading } = useSearchHistory({ query: { pagesize: RECENT_LIMIT } });
  if (isLoading) return <Spinner label="Loading recently viewed industries" />;
  // docs/product/shell-and-dashboard.md#recent-activities: a search history failure shows the error's own message.
  if (error) return <ErrorText role="alert">{error.message}</ErrorText>;
  const items = (data?.data ?? []).slice(0, RECENT_LIMIT);
  if (items.length === 0) return <EmptyState message={dashboardCopy.noData} />;
  return (
    <List>
      {items.map((item) => {
        const href = `/industries/${item.id}`;
        return (
          <li key={item.id}>
            <a href={href} onClick={routerClick(href, onNavigate)}>
              <span>{item.name}</span>
              {item.code ? <Meta>{item.code}</Meta> : null}
            </a>
          </li>
        );
      })}
    </List>
  );
}

function MyReports({
  underwriter,
  dateFormat,
  onNavigate,
}: Required<Pick<RecentActivitiesProps, 'underwriter' | 'dateFormat'>> & Pick<RecentActivitiesProps, 'onNavigate'>) {
  const { data, error, isLoading } = useUserReports();
  if (isLoading) return <Spinner label="Loading your reports" />;
  if (error) return <ErrorText role="alert">{`${dashboardCopy.reportsFailed} (${error.message})`}</ErrorText>;
  const reports = recentReports(data?.data ?? [], underwriter);
  if (reports.length === 0) return <EmptyState message={dashboardCopy.noData} />;
  const now = new Date();
  return (
    <List>
      {reports.map((report) => {
        const href = reportLink(report);
        return (
          <li key={report.id}>
            <a href={href} onClick={routerClick(href, onNavigate)}>
              <span>{report.name || report.industry_name}</span>
              <Meta>{reportTime(report.last_updated_on, now, dateFormat)}</Meta>
            </a>
          </li>
        );
      })}
    </List>
  );
}

/**
 * The dashboard's Recent activities card (docs/product/shell-and-dashboard.md#recent-activities): "Recently viewed" industries from the search
 * history and the user's tailored (or underwriter) reports, each at most 10, newest first.
 * Tabs follow the ARIA tabs pattern (arrow keys move between them).
 */
export function RecentActivities({
  underwriter = false,
  dateFormat = 'DD/MM/YYYY',
  onNavigate,
  title = 'Recent activities',
}: RecentActivitiesProps) {
  const [tab, setTab] = useState<TabId>('viewed');
  const baseId = useId();
  const tabs: { id: TabId; label: string }[] = [
    { id: 'viewed', label: 'Recently viewed' },
    { id: 'reports', label: recentReportsTitle(underwriter) },
  ];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    setTab(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <Card aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{title}</h2>
      <TabList role="tablist" aria-label={title}>
        {tabs.map((entry, index) => (
          <Tab
            key={entry.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`${baseId}-panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {entry.label}
          </Tab>
        ))}
      </TabList>
      <ScrollPanel key={tab} id={`${baseId}-panel-${tab}`} labelledBy={`${baseId}-tab-${tab}`}>
        {tab === 'viewed' ? (
          <RecentlyViewed onNavigate={onNavigate} />
        ) : (
          <MyReports underwriter={underwriter} dateFormat={dateFormat} onNavigate={onNavigate} />
        )}
      </ScrollPanel>
    </Card>
  );
}
