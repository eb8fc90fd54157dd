import { isApiRequestError, useApiClient } from '@riskatlas/api-client';
import { sectionForRoute, type IndustrySection } from '@riskatlas/domain';
import {
  EmptyState,
  Endorsements,
  HazardIndex,
  IndicativeRates,
  IndustryCodes,
  industryEmptyCopy,
  MaterialsEquipment,
  Media,
  RelatedIndustries,
  RiskAssessment,
  RiskChecklist,
  SignificantExposures,
  Spinner,
  VisuallyHidden,
} from '@riskatlas/widgets';
import { type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { IndustryNatCatSection } from '../pages/natcat/IndustryNatCatSection';
import { LoadFailed } from '../routes/LoadFailed';
import { parseIndustryId, useIndustryFrame } from './IndustryFrame';
import { useAnchorScroll } from './useAnchorScroll';
import { useIndustryLimitLock } from './useIndustryLimitLock';
import { useIndustryVisit } from './useIndustryVisit';

/** Sends paths of sections the user may not open (or that do not exist) to /not-found. */
function SectionGuard({ sections, children }: { sections: readonly IndustrySection[]; children: ReactNode }) {
  const { '*': rest = '' } = useParams();
  return sectionForRoute(sections, rest) ? <>{children}</> : <Navigate to="/not-found" replace />;
}

/** A section's route, only when the user's menu has it (otherwise the catch-all sends it to /not-found). */
function allowed(sections: readonly IndustrySection[], key: IndustrySection['key'], element: ReactNode) {
  const section = sections.find((item) => item.key === key);
  return section && 'route' in section ? <Route path={section.route} element={element} /> : null;
}

/** Risk & Assessment: `risk-assessment` (first class), `risk-assessment/{class-slug}` and `risk-description`; the class id travels in route state. */
function RiskAssessmentSection({
  industryId,
  country,
  documentsAssessments,
  description = false,
}: {
  industryId: number;
  country: 'au' | 'nz' | 'gb' | 'others';
  documentsAssessments: readonly number[] | null;
  description?: boolean;
}) {
  const { classSlug } = useParams();
  const navigate = useNavigate();
  return (
    <RiskAssessment
      industryId={industryId}
      country={country}
      view={description ? { kind: 'description' } : { kind: 'assessment', classRoute: classSlug ?? null }}
      basePath={`/industries/${industryId}`}
      documentsAssessments={documentsAssessments}
      onNavigate={({ href, classId }) => void navigate(href, { state: { classId } })}
    />
  );
}

/** `/industries/{id}/*`: the section the path names, under the industry frame's navigation bar. */
export function IndustryPage() {
  const { id, '*': sectionPath = '' } = useParams();
  const industryId = parseIndustryId(id);
  const { user, userError, retryUser, industry, error, retryIndustry, sections, trial } = useIndustryFrame(industryId);
  const client = useApiClient();
  const location = useLocation();
  const navigate = useNavigate();
  useIndustryVisit(client, industryId, location.pathname);
  useAnchorScroll(location.hash);

  const locked = useIndustryLimitLock(error);

  if (industryId === null || (isApiRequestError(error) && error.status === 404)) return <Navigate to="/not-found" replace />;
  if (!user && userError) return <LoadFailed message={industryEmptyCopy.noData} error={userError} onRetry={retryUser} />;
  if (!user) return <Spinner label="Loading industry" showLabel />;

  // The page's h1 is the industry; the open section is its h2 (the menu already shows it, so only
  // assistive technology needs it), so the widgets' own h3 headings follow in order.
  const current = sectionForRoute(sections, sectionPath);

  return (
    <>
      {current ? <VisuallyHidden as="h2">{current.title}</VisuallyHidden> : null}
      {error && !locked ? <LoadFailed message={industryEmptyCopy.noData} error={error} onRetry={retryIndustry} /> : null}
      {industry ? (
        <Routes>
          <Route index element={<Navigate to="hazard-index" replace />} />
          <Route
            path="hazard-index"
            element={<HazardIndex industryId={industryId} country={user.country} documentsAssessments={user.documents_assessments} />}
          />
          {allowed(sections, 'significant-exposures', <SignificantExposures industryId={industryId} country={user.country} />)}
          {allowed(sections, 'risk-checklist', <RiskChecklist industryId={industryId} />)}
          {allowed(sections, 'materials-equipments', <MaterialsEquipment industryId={industryId} country={user.country} />)}
          {allowed(
            sections,
            'related-industries',
            <RelatedIndustries industryId={industryId} trial={trial} onNavigate={({ href }) => void navigate(href)} />,
          )}
          {allowed(
            sections,
            'codes',
            <>
              <IndustryCodes industryId={industryId} />
              <IndicativeRates industryId={industryId} />
            </>,
          )}
          {sections.some((section) => section.key === 'risk-assessment') ? (
            <>
              <Route
                path="risk-assessment"
                element={
                  <RiskAssessmentSection industryId={industryId} country={user.country} documentsAssessments={user.documents_assessments} />
                }
              />
              <Route
                path="risk-assessment/:classSlug"
                element={
                  <RiskAssessmentSection industryId={industryId} country={user.country} documentsAssessments={user.documents_assessments} />
                }
              />
              <Route
                path="risk-description"
                element={
                  <RiskAssessmentSection
                    industryId={industryId}
                    country={user.country}
                    documentsAssessments={user.documents_assessments}
                    description
                  />
                }
              />
            </>
          ) : null}
          {allowed(sections, 'endorsements', <Endorsements industryId={industryId} />)}
          {allowed(sections, 'media', <Media industryId={industryId} />)}
          {allowed(sections, 'natcat-profile', <IndustryNatCatSection />)}
          <Route
            path="*"
            element={
              <SectionGuard sections={sections}>
                <EmptyState message={industryEmptyCopy.comingSoon} />
              </SectionGuard>
            }
          />
        </Routes>
      ) : null}
    </>
  );
}
