import { Spinner } from '@riskatlas/widgets';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { DashboardLoading } from '../pages/dashboard/DashboardGreeting';
import { Layout } from '../shell/Layout';
import { CountryRoute, RedirectWhenSignedIn, RequireSession, UnknownRoute } from './guards';
import { loadablePage } from './page-loader';

// One chunk per page: the public home page loads no dashboard or account code.
const HomePage = loadablePage(() => import('../pages/HomePage').then((module) => module.HomePage));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((module) => ({ default: module.DashboardPage })));

/**
 * The page main.tsx waits for before the first render, when the address opens the public home page (the
 * server announces its chunks with the page, apps/portal/route-preloads.ts). The dashboard is not
 * awaited: its chunk arrives while the header renders. (Awaiting it too put the greeting in the first
 * commit, but made that commit one longer task: Lighthouse's blocking time rose by about 60 ms.)
 */
export function landingPage(pathname: string, signedIn: boolean): { preload(): Promise<unknown> } | null {
  return pathname === '/' && !signedIn ? HomePage : null;
}
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
const NatCatPage = lazy(() => import('../pages/natcat/NatCatPage').then((module) => ({ default: module.NatCatPage })));
const CalculatorPage = lazy(() => import('../pages/calculator/CalculatorPage').then((module) => ({ default: module.CalculatorPage })));
const CalculatorPrintPage = lazy(() =>
  import('../pages/calculator/CalculatorPrintPage').then((module) => ({ default: module.CalculatorPrintPage })),
);
const AccountLayout = lazy(() => import('../pages/account/AccountLayout'));
const UserProfilePage = lazy(() => import('../pages/account/UserProfilePage'));
const CompanyInformationPage = lazy(() => import('../pages/account/CompanyInformationPage'));
const SettingsPage = lazy(() => import('../pages/account/SettingsPage'));
const BrowseIndustriesPage = lazy(() =>
  import('../industry/BrowseIndustriesPage').then((module) => ({ default: module.BrowseIndustriesPage })),
);
const IndustryQuizPage = lazy(() => import('../pages/learning/IndustryQuizPage').then((module) => ({ default: module.IndustryQuizPage })));
const TestYourKnowledgePage = lazy(() =>
  import('../pages/learning/TestYourKnowledgePage').then((module) => ({ default: module.TestYourKnowledgePage })),
);
const CoursesBrowsePage = lazy(() =>
  import('../pages/learning/CoursesBrowsePage').then((module) => ({ default: module.CoursesBrowsePage })),
);
const CoursePage = lazy(() => import('../pages/learning/CoursePage').then((module) => ({ default: module.CoursePage })));
const PointsPage = lazy(() => import('../pages/learning/PointsPage').then((module) => ({ default: module.PointsPage })));
const GeneralInfoPage = lazy(() => import('../pages/general-info/GeneralInfoPage').then((module) => ({ default: module.GeneralInfoPage })));
const ReportRedirect = lazy(() => import('../pages/report/ReportPages').then((module) => ({ default: module.ReportRedirect })));
const QuickReportPage = lazy(() => import('../pages/report/ReportPages').then((module) => ({ default: module.QuickReportPage })));
const TailoredReportPage = lazy(() => import('../pages/report/ReportPages').then((module) => ({ default: module.TailoredReportPage })));
const UnderwriterReportPage = lazy(() =>
  import('../pages/report/ReportPages').then((module) => ({ default: module.UnderwriterReportPage })),
);
const RiskReportPreviewPage = lazy(() =>
  import('../pages/report/RiskReportPreviewPage').then((module) => ({ default: module.RiskReportPreviewPage })),
);
const ComparePage = lazy(() => import('../pages/compare/ComparePage').then((module) => ({ default: module.ComparePage })));
const IndustryFrameBar = lazy(() => import('../industry/IndustryFrame').then((module) => ({ default: module.IndustryFrameBar })));
const IndustryPage = lazy(() => import('../industry/IndustryPage').then((module) => ({ default: module.IndustryPage })));

/**
 * Every page of an industry (its sections, the report routes and the industry quiz) sits under the
 * industry navigation bar, so the broker can move between the industry's pages and search again from any
 * of them (docs/product/industry-search-and-pages.md#industry-navigation-bar); the bar stays mounted
 * between them. The bar's chunk and the page's load side by side, not one after the other.
 */
function IndustryLayout() {
  return (
    <>
      <Suspense fallback={null}>
        <IndustryFrameBar />
      </Suspense>
      <Outlet />
    </>
  );
}

function Page({ children, loading = <Spinner label="Loading the page" /> }: { children: ReactNode; loading?: ReactNode }) {
  return <Suspense fallback={loading}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <RedirectWhenSignedIn>
              <Page>
                <HomePage />
              </Page>
            </RedirectWhenSignedIn>
          }
        />
        <Route
          path="reset-password"
          element={
            <Page>
              <ResetPasswordPage />
            </Page>
          }
        />
        <Route element={<RequireSession />}>
          <Route
            path="dashboard"
            element={
              <Page loading={<DashboardLoading />}>
                <DashboardPage />
              </Page>
            }
          />
          <Route
            path="not-found"
            element={
              <Page>
                <NotFoundPage />
              </Page>
            }
          />
          <Route
            path="general-info/:section?"
            element={
              <Page>
                <GeneralInfoPage />
              </Page>
            }
          />
          <Route
            path="natcat"
            element={
              <Page>
                <NatCatPage />
              </Page>
            }
          />
          <Route
            path="industries/browse"
            element={
              <Page>
                <BrowseIndustriesPage />
              </Page>
            }
          />
          <Route
            path="compare"
            element={
              <Page>
                <ComparePage />
              </Page>
            }
          />
          <Route path="industries/:id" element={<IndustryLayout />}>
            <Route index element={<Navigate to="hazard-index" replace />} />
            <Route
              path="quiz"
              element={
                <Page>
                  <IndustryQuizPage />
                </Page>
              }
            />
            <Route
              path="report"
              element={
                <Page>
                  <ReportRedirect />
                </Page>
              }
            />
            <Route
              path="report/quick-report"
              element={
                <Page>
                  <QuickReportPage />
                </Page>
              }
            />
            <Route
              path="report/tailored-report"
              element={
                <Page>
                  <TailoredReportPage />
                </Page>
              }
            />
            <Route
              path="report/underwriter-report"
              element={
                <Page>
                  <UnderwriterReportPage />
                </Page>
              }
            />
            <Route
              path="*"
              element={
                <Page>
                  <IndustryPage />
                </Page>
              }
            />
          </Route>
          <Route
            path="test-your-knowledge"
            element={
              <Page>
                <CountryRoute section="quiz">
                  <TestYourKnowledgePage />
                </CountryRoute>
              </Page>
            }
          />
          <Route
            path="points"
            element={
              <Page>
                <CountryRoute section="points">
                  <PointsPage />
                </CountryRoute>
              </Page>
            }
          />
          <Route path="courses" element={<Navigate to="/courses/browse" replace />} />
          <Route
            path="courses/browse"
            element={
              <Page>
                <CoursesBrowsePage />
              </Page>
            }
          />
          <Route
            path="courses/:id/:section?"
            element={
              <Page>
                <CoursePage />
              </Page>
            }
          />
          <Route path="calculator" element={<Navigate to="/not-found" replace />} />
          <Route
            path="calculator/:name"
            element={
              <Page>
                <CalculatorPage />
              </Page>
            }
          />
          <Route
            path="account"
            element={
              <Page>
                <AccountLayout />
              </Page>
            }
          >
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
        <Route
          path="calculator/:name/printing"
          element={
            <Page>
              <CalculatorPrintPage />
            </Page>
          }
        />
        {/* The mobile app's webview shows the report alone. */}
        <Route
          path="industries/:id/risk-report/preview"
          element={
            <Page>
              <RiskReportPreviewPage />
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}
