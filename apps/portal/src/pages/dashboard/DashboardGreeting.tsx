import { Spinner } from '@riskatlas/widgets';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { GREETING_SLOT } from '../../frame/greeting';
import { greeting } from '../../rules/greeting';
import { useShellUser } from '../../session/user-preview';

/**
 * Seen even while the layout keeps the page unseen: in the pre-rendered frame, the greeting its script
 * paints from the remembered preview (src/frame/greeting.ts) shows before the app has run.
 */
const Heading = styled.h1`
  visibility: visible;
`;

/** Re-evaluated each minute so the greeting turns from morning to afternoon on an open page. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The dashboard's heading. Without a name yet (a first visit, or the frame as built) it is an empty,
 * hidden slot that the frame's script may fill: the frame, the route's loading state and the page then
 * paint the same words at the same place, so the greeting shows once, from the first paint.
 */
export function DashboardGreeting({ personName }: { personName: string | undefined }) {
  const now = useNow();
  if (personName === undefined) return <Heading hidden {...{ [GREETING_SLOT]: '' }} />;
  return <Heading>{greeting(now, personName)}</Heading>;
}

/**
 * The dashboard while its code or its user loads: a returning user's greeting (from the preview) over
 * the spinner. It is the route's loading state too, in the entry chunk, so the greeting the frame
 * painted stays on screen while the dashboard's chunk arrives.
 */
export function DashboardLoading() {
  const { user } = useShellUser();
  return (
    <>
      <DashboardGreeting personName={user?.person_name} />
      <Spinner label="Loading your dashboard" showLabel />
    </>
  );
}
