import { useRememberUserPreview, useShellUser } from '../session/user-preview';
import { mustAnswerTerms } from '@riskatlas/widgets';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyTermsOfUseModal } from './lazy-overlays';
import { useSession } from '../session/SessionProvider';
import { useBrandRedirect } from '../session/useBrandRedirect';
import { usePageViewStats } from '../session/usePageViewStats';
import { useStartupFailureToasts } from '../session/useStartupFailureToasts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.body};
`;

const Main = styled.main<{ $settling: boolean }>`
  flex: 1;
  /* Keeps the footer below the fold while a page loads, so its content arriving does not push it. */
  min-height: 100vh;
  /* While the signed-in user loads, the header has not reached its height yet: the page waits unseen
     rather than jump down when the main menu appears (layout shift). */
  visibility: ${({ $settling }) => ($settling ? 'hidden' : 'visible')};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px`};
  box-sizing: border-box;
`;

/** Blocks the page while the terms modal's code arrives, as the modal's own backdrop will. */
const PendingBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.surface.backdrop};
`;

export function Layout() {
  const { token, signOut } = useSession();
  usePageViewStats();
  useBrandRedirect(token !== null);
  const { record: user, isLoading: userLoading } = useShellUser(token !== null);
  useRememberUserPreview(user);
  useStartupFailureToasts(token !== null);
  return (
    <Page>
      <Header />
      <Main $settling={userLoading}>
        <Outlet />
      </Main>
      <Footer />
      {/* docs/product/shell-and-dashboard.md#page-layout: a blocking terms-of-use modal over the layout while the signed-in user has not accepted
          (decided on the record, never on the remembered preview). */}
      {/* Its code is fetched only for a user who must answer (the modal's own rule): after Agree the user
          reloads as accepted and it goes; after Disagree it stays until the logout 2 s later. */}
      {token && mustAnswerTerms(user) ? (
        <Suspense fallback={<PendingBackdrop data-testid="terms-pending" />}>
          <LazyTermsOfUseModal onLogout={signOut} />
        </Suspense>
      ) : null}
    </Page>
  );
}
