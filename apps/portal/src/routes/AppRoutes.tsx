import { Spinner } from '@riskatlas/widgets';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DashboardPage } from '../pages/DashboardPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { Layout } from '../shell/Layout';
import { RedirectWhenSignedIn, RequireSession, UnknownRoute } from './guards';

// The account area loads only when visited.
const AccountLayout = lazy(() => import('../pages/account/AccountLayout'));
const UserProfilePage = lazy(() => import('../pages/account/UserProfilePage'));
const CompanyInformationPage = lazy(() => import('../pages/account/CompanyInformationPage'));
const SettingsPage = lazy(() => import('../pages/account/SettingsPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RedirectWhenSignedIn><HomePage /></RedirectWhenSignedIn>} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireSession />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="not-found" element={<NotFoundPage />} />
          <Route path="account" element={<Suspense fallback={<Spinner label="Loading" />}><AccountLayout /></Suspense>}>
            <Route index element={<Navigate to="user-profile" replace />} />
            <Route path="user-profile" element={<UserProfilePage />} />
            <Route path="company-information" element={<CompanyInformationPage />} />
            <Route path="settings" element={<SettingsPage />} />
          </Route>
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
