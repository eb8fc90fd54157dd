import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { DashboardPage } from '../pages/DashboardPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { Layout } from '../shell/Layout';
import { RedirectWhenSignedIn, RequireSession, UnknownRoute } from './guards';

const NatCatPage = lazy(() => import('../pages/natcat/NatCatPage').then((module) => ({ default: module.NatCatPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RedirectWhenSignedIn><HomePage /></RedirectWhenSignedIn>} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireSession />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="not-found" element={<NotFoundPage />} />
          <Route path="natcat" element={<Suspense fallback={null}><NatCatPage /></Suspense>} />
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
