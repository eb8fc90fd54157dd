import { Route, Routes } from 'react-router';
import { DashboardPage } from '../pages/DashboardPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { Layout } from '../shell/Layout';
import { RedirectWhenSignedIn, RequireSession, UnknownRoute } from './guards';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RedirectWhenSignedIn><HomePage /></RedirectWhenSignedIn>} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireSession />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="not-found" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
