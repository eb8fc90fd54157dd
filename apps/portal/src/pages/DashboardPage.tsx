import { useUser } from '@riskatlas/api-client';
import { EmptyState, Spinner, useToast } from '@riskatlas/widgets';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { greeting } from '../rules/greeting';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.text.heading};
  }
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

export function DashboardPage() {
  const { data: user, error, isLoading } = useUser();
  const toast = useToast();
  const now = useNow();

  useEffect(() => {
    if (error) toast.error('Failed to load user');
  }, [error, toast]);

  if (isLoading) return <Spinner label="Loading your dashboard" showLabel />;
  if (error || !user) return <EmptyState message="No Data" />;

  return (
    <>
      <h1>{greeting(now, user.person_name)}</h1>
      <Cards>
        <Card aria-labelledby="profile-card-title">
          <h2 id="profile-card-title">Your Profile</h2>
          <p>{user.person_name}</p>
          <p>{user.email}</p>
          <Link to="/account/user-profile">Edit</Link>
        </Card>
      </Cards>
    </>
  );
}
