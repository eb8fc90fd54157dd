import { Spinner } from '@riskatlas/widgets';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '../shell/Layout';
import { RedirectWhenSignedIn, RequireSession, UnknownRoute } from './guards';

// One chunk per page: the public home page loads no dashboard or account code.
const HomePage = lazy(() => import('../pages/HomePage').then((module) => ({ default: module.HomePage })));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading the page" />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RedirectWhenSignedIn><Page><HomePage /></Page></RedirectWhenSignedIn>} />
        <Route path="reset-password" element={<Page><ResetPasswordPage /></Page>} />
        <Route element={<RequireSession />}>
          <Route path="dashboard" element={<Page><DashboardPage /></Page>} />
          <Route path="not-found" element={<Page><NotFoundPage /></Page>} />
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
