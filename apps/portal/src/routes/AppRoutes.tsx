import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@riskatlas/widgets';
import { DashboardPage } from '../pages/DashboardPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { Layout } from '../shell/Layout';
import { RedirectWhenSignedIn, RequireSession, UnknownRoute } from './guards';

const NatCatPage = lazy(() => import('../pages/natcat/NatCatPage').then((module) => ({ default: module.NatCatPage })));
const CalculatorPage = lazy(() => import('../pages/calculator/CalculatorPage').then((m) => ({ default: m.CalculatorPage })));
const CalculatorPrintPage = lazy(() => import('../pages/calculator/CalculatorPrintPage').then((m) => ({ default: m.CalculatorPrintPage })));

function Lazy({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>;
}
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
          <Route path="natcat" element={<Lazy><NatCatPage /></Lazy>} />
          <Route path="calculator" element={<Navigate to="/not-found" replace />} />
          <Route path="calculator/:name" element={<Lazy><CalculatorPage /></Lazy>} />
          <Route path="account" element={<Suspense fallback={<Spinner label="Loading" />}><AccountLayout /></Suspense>}>
            <Route index element={<Navigate to="user-profile" replace />} />
            <Route path="user-profile" element={<UserProfilePage />} />
            <Route path="company-information" element={<CompanyInformationPage />} />
            <Route path="settings" element={<SettingsPage />} />
          </Route>
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
      {/* Print pages stand alone: no header or footer on the printed copy. */}
      <Route element={<RequireSession />}>
        <Route path="calculator/:name/printing" element={<Lazy><CalculatorPrintPage /></Lazy>} />
      </Route>
    </Routes>
  );
}
