import { useUser } from '@riskatlas/api-client';
import {
  Button,
  EmptyState,
  LocationSearch,
  NatCatChart,
  NatCatPanel,
  natcatCopy,
  REPORT_FILE_NAMES,
  reportDownloadCopy,
  Spinner,
  useReportDownload,
  type NatcatProfile,
} from '@riskatlas/widgets';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { LoadFailed } from '../../routes/LoadFailed';
import { placeCountryFor, useBusinessLocation } from '../../session/business-location';
import { Actions, Bar, Muted, Report, Screen } from './NatCatPage.styles';
import { useFullscreen } from './useFullscreen';

/**
 * /natcat (NatCat theme only): the business-location selection screen, then the Natural Catastrophe
 * Report view with a fullscreen toggle and Back. The location is the session's business location,
 * shared with the dashboard card and the quick report.
 */
export function NatCatPage() {
  const { data: user, error, isLoading, mutate } = useUser();
  const [location, setLocation] = useBusinessLocation();
  const [view, setView] = useState<'select' | 'report'>('select');
  // The loaded profiles drive the index chart; Download waits for them (docs/product/natcat.md#natcat-in-reports).
  const [profiles, setProfiles] = useState<NatcatProfile[]>([]);
  const reportRef = useRef<HTMLElement>(null);
  const { fullscreen, toggle } = useFullscreen(reportRef);
  const { download, downloading } = useReportDownload({
    documentRef: reportRef,
    fileName: REPORT_FILE_NAMES.natcat,
    title: 'Natural Catastrophe Report',
  });

  if (isLoading && !error) return <Spinner label="Loading" showLabel />;
  if (error || !user) return <LoadFailed message={natcatCopy.noData} error={error} onRetry={() => void mutate()} />;
  if (user.app_theme !== 'natcat') return <Navigate to="/not-found" replace />;

  if (view === 'select' || !location) {
    return (
      <Screen>
        <h1>Natural Catastrophe Report</h1>
        <Muted>Choose the business location to analyse.</Muted>
        <LocationSearch value={location} onChange={setLocation} country={placeCountryFor(user.country)} />
        <Actions>
          <Button disabled={!location} onClick={() => setView('report')}>
            {natcatCopy.viewProfiles}
          </Button>
        </Actions>
        {location ? null : <EmptyState message={natcatCopy.empty} />}
      </Screen>
    );
  }

  return (
    <Screen>
      <Report ref={reportRef} aria-labelledby="natcat-report-title">
        <Bar>
          <h1 id="natcat-report-title">Natural Catastrophe Report</h1>
          <Actions data-report-omit>
            <Button disabled={profiles.length === 0} aria-busy={downloading} onClick={() => void download()}>
              {downloading ? reportDownloadCopy.downloading : reportDownloadCopy.download}
            </Button>
            <Button variant="secondary" onClick={() => setView('select')}>
              Back
            </Button>
            <Button variant="secondary" aria-pressed={fullscreen} onClick={toggle}>
              {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            </Button>
          </Actions>
        </Bar>
        <Muted>{location.address}</Muted>
        {profiles.length > 0 ? <NatCatChart profiles={profiles} /> : null}
        <NatCatPanel location={location} onProfilesLoaded={setProfiles} />
      </Report>
    </Screen>
  );
}
