import { useReportCustomization, useUser, type ReportCustomization } from '@riskatlas/api-client';
import { parseSection, type ClassGroup, type CountryCode, type ReportSectionKey, type UnderwriterClass } from '@riskatlas/domain';
import {
  Button,
  Cluster,
  EmptyState,
  industryEmptyCopy,
  Modal,
  Spinner,
  TailoredReportBuilder,
  UnderwriterReportBuilder,
  useReportTemplate,
} from '@riskatlas/widgets';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { TailoredReportVideo, type TailoredReportChoice } from '../dashboard/TailoredReportVideo';
import { clearWorkingCustomization, introVideoViewed, markIntroVideoViewed } from './report-storage';
import { ReportLoadFailed, reportLoadCopy, useReportLoadState } from './ReportLoadState';
import { ReportScreen, type ReportScreenProps } from './ReportScreen';
import { useReportSetup } from './useReportSetup';

export const reportPageCopy = {
  next: 'Next',
  back: 'Back',
  reset: 'Reset',
  resetQuestion: 'Are you sure to start over?',
  yes: 'Yes',
  no: 'No',
  loading: reportLoadCopy.loading,
} as const;

const Steps = styled(Cluster).attrs({ align: 'stretch' })`
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

function parseIndustryId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function useIndustryIdParam(): number | null {
  return parseIndustryId(useParams().id);
}

/** `/industries/{id}/report`: the quick report, or the underwriter report for underwriters; the working customisation starts afresh. */
export function ReportRedirect() {
  const industryId = useIndustryIdParam();
  const { data: user, error, mutate } = useUser();
  useEffect(() => clearWorkingCustomization(), []);
  if (industryId === null) return <Navigate to="/not-found" replace />;
  if (error) return <ReportLoadFailed error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner label={reportPageCopy.loading} showLabel />;
  const page = user.roles.includes('Underwriter') ? 'underwriter-report' : 'quick-report';
  return <Navigate to={`/industries/${String(industryId)}/report/${page}`} replace />;
}

/**
 * The intro video on the first view of a report screen (docs/product/shell-and-dashboard.md#tailored-report-intro-video): open while the viewed flag is
 * unset; closing sets it; the choice leads to the tailored or the quick report.
 */
function IntroVideo({ industryId }: { industryId: number }) {
  const [open, setOpen] = useState(() => !introVideoViewed());
  const navigate = useNavigate();
  const close = () => {
    markIntroVideoViewed();
    setOpen(false);
  };
  const choose = (choice: TailoredReportChoice) => {
    void navigate(`/industries/${String(industryId)}/report/${choice === 'tailored' ? 'tailored-report' : 'quick-report'}`);
  };
  return <TailoredReportVideo open={open} onClose={close} onChoose={choose} />;
}

/**
 * The tailor / underwriter step: the report builder widgets, saving to the `?tmpl=` customisation (the
 * first save creates one and puts its id in the address, so a reload or a later visit finds it).
 */
export function ReportBuilderStep({
  industryId,
  country,
  mode,
  templateId,
  onTemplateCreated,
  documentsAssessments,
}: {
  industryId: number;
  country: CountryCode;
  documentsAssessments: readonly number[] | null;
  mode: 'tailor' | 'underwriter';
  templateId: number | null;
  onTemplateCreated: (templateId: number) => void;
}) {
  const Builder = mode === 'tailor' ? TailoredReportBuilder : UnderwriterReportBuilder;
  return (
    <Builder
      industryId={industryId}
      country={country}
      documentsAssessments={documentsAssessments}
      templateId={templateId}
      onTemplateCreated={onTemplateCreated}
    />
  );
}

/** The comments a saved customisation carries, by class, for the preview (advisers' or the underwriter's). */
function savedComments(customization: ReportCustomization | undefined): Record<number, string> {
  const sections = customization?.customizations;
  const tailored = parseSection(sections, 'hazard_index')?.comments ?? [];
  const underwriter = parseSection(sections, 'hazard_index_underwriter')?.classes ?? [];
  return Object.fromEntries([
    ...tailored.filter((entry) => entry.comment !== '').map((entry) => [entry.id, entry.comment] as const),
    ...underwriter.filter((entry) => entry.comments !== '').map((entry) => [entry.id, entry.comments] as const),
  ]);
}

/** The underwriter's saved classes (selections and checklist answers) for the Risk Consideration Report. */
function savedUnderwriterClasses(customization: ReportCustomization | undefined): UnderwriterClass[] {
  return parseSection(customization?.customizations, 'hazard_index_underwriter')?.classes ?? [];
}

/**
 * The tailored report's saved grouping for the grouped chart: [] (the default, every class recommended)
 * until a customisation is saved (a pristine one has nothing saved).
 */
function savedGrouping(customization: ReportCustomization | undefined): ClassGroup[] {
  return parseSection(customization?.customizations, 'hazard_index')?.grouping ?? [];
}

function parseTemplateId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The report step: the preview with the drawer, whose insured business name is saved to the template like
 * the builders' fields (docs/product/reports.md#insured-business-name): 500 ms after typing, once the
 * customisation is not pristine. Mounted only on this step, so a name typed here never overwrites one typed
 * in the builder meanwhile.
 */
function ReportStep({
  steps,
  templateId,
  ...screen
}: Omit<ReportScreenProps, 'insuredBusinessName' | 'onInsuredBusinessNameChange'> & {
  steps: 'tailor' | 'underwriter' | null;
  templateId: number | null;
}) {
  const template = useReportTemplate({
    industryId: screen.industryId,
    reportType: steps === 'underwriter' ? 'underwriter' : 'tailored',
    // The quick report has no template to save into.
    templateId: steps ? templateId : null,
  });
  return <ReportScreen {...screen} insuredBusinessName={template.name} onInsuredBusinessNameChange={template.setName} />;
}

type FlowSteps = 'tailor' | 'underwriter' | null;

/** The sections a flow's builder step edits (the drawer's Edit links lead there). */
const BUILDER_SECTIONS: readonly ReportSectionKey[] = ['report-hazard-assessment'];

/**
 * The shared body of the report flows; `steps` adds the tailor/underwriter step before the report. Reset
 * starts a new run: every step remounts, so nothing it showed (moved classes, typed text, the template the
 * first save created) outlives it (docs/product/reports.md#tailoring-a-report).
 */
function ReportFlow({ steps }: { steps: FlowSteps }) {
  const [run, setRun] = useState(0);
  return <ReportRun key={run} steps={steps} onStartOver={() => setRun((count) => count + 1)} />;
}

function ReportRun({ steps, onStartOver }: { steps: FlowSteps; onStartOver: () => void }) {
  const industryId = useIndustryIdParam();
  const setup = useReportSetup(industryId);
  const [searchParams, setSearchParams] = useSearchParams();
  const templateId = parseTemplateId(searchParams.get('tmpl'));
  const { data: customization } = useReportCustomization(templateId, { shouldRetryOnError: false });
  const comments = useMemo(() => savedComments(customization), [customization]);
  const grouping = useMemo(() => (steps === 'tailor' ? savedGrouping(customization) : null), [steps, customization]);
  const underwriterClasses = useMemo(() => (steps === 'underwriter' ? savedUnderwriterClasses(customization) : []), [steps, customization]);
  const [step, setStep] = useState<'builder' | 'report'>(steps ? 'builder' : 'report');
  const [confirmReset, setConfirmReset] = useState(false);
  // An Edit link leaves the report step; the builder then takes the focus it had.
  const [focusBuilder, setFocusBuilder] = useState(false);
  const builderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusBuilder && step === 'builder') builderRef.current?.focus();
  }, [focusBuilder, step]);
  const loadState = useReportLoadState(industryId, setup);

  if (loadState || industryId === null || !setup.user || !setup.sections) return loadState;

  const reset = () => {
    clearWorkingCustomization();
    setSearchParams({}, { replace: true });
    onStartOver();
  };
  const editInBuilder = () => {
    setStep('builder');
    setFocusBuilder(true);
  };
  const stepActions = steps ? (
    <Steps>
      {step === 'builder' ? (
        <Button onClick={() => setStep('report')}>{reportPageCopy.next}</Button>
      ) : (
        <Button variant="secondary" onClick={() => setStep('builder')}>
          {reportPageCopy.back}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setConfirmReset(true)}>
        {reportPageCopy.reset}
      </Button>
    </Steps>
  ) : null;

  return (
    <>
      {steps === 'underwriter' ? null : <IntroVideo industryId={industryId} />}
      {steps && step === 'builder' ? (
        <>
          {stepActions}
          <div ref={builderRef} tabIndex={-1}>
            <ReportBuilderStep
              industryId={industryId}
              country={setup.user.country}
              documentsAssessments={setup.user.documents_assessments}
              mode={steps}
              templateId={templateId}
              onTemplateCreated={(created) => setSearchParams({ tmpl: String(created) }, { replace: true })}
            />
          </div>
        </>
      ) : (
        <ReportStep
          steps={steps}
          templateId={templateId}
          industryId={industryId}
          setup={setup}
          sections={setup.sections}
          onSectionsChange={setup.setSections}
          comments={comments}
          underwriterClasses={underwriterClasses}
          grouping={grouping}
          actions={stepActions}
          // The builder step is where the flow's hazard assessment is edited: its groups and comments
          // (tailored), its selections, comments and checklist answers (underwriter). Both are saved as
          // they change, so going back keeps them.
          onEditSection={steps ? editInBuilder : undefined}
          editableSections={steps ? BUILDER_SECTIONS : undefined}
        />
      )}
      <Modal
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title={reportPageCopy.reset}
        footer={
          <>
            <Button onClick={reset}>{reportPageCopy.yes}</Button>
            <Button variant="secondary" onClick={() => setConfirmReset(false)}>
              {reportPageCopy.no}
            </Button>
          </>
        }
      >
        <p>{reportPageCopy.resetQuestion}</p>
      </Modal>
    </>
  );
}

function ComingSoon() {
  return <EmptyState message={industryEmptyCopy.comingSoon} />;
}

/** Underwriters see the role placeholder on the adviser flows (docs/product/reports.md#report-routes-and-roles). */
function AdviserOnly({ children }: { children: ReactNode }) {
  const { data: user, error, mutate } = useUser();
  if (error) return <ReportLoadFailed error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner label={reportPageCopy.loading} showLabel />;
  return user.roles.includes('Underwriter') ? <ComingSoon /> : <>{children}</>;
}

export function QuickReportPage() {
  return (
    <AdviserOnly>
      <ReportFlow steps={null} />
    </AdviserOnly>
  );
}

export function TailoredReportPage() {
  return (
    <AdviserOnly>
      <ReportFlow steps="tailor" />
    </AdviserOnly>
  );
}

/** Non-underwriters on the underwriter report see the quick report (docs/product/reports.md#report-routes-and-roles). */
export function UnderwriterReportPage() {
  const { data: user, error, mutate } = useUser();
  if (error) return <ReportLoadFailed error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner label={reportPageCopy.loading} showLabel />;
  return user.roles.includes('Underwriter') ? <ReportFlow steps="underwriter" /> : <ReportFlow steps={null} />;
}
