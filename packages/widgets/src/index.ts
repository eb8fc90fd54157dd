// The public entry of @riskatlas/widgets: what a consumer (the portal, the embeds, a partner's page)
// mounts and needs beside it. Modules inside the package import each other by path, never through
// here; the business rules the widgets apply are @riskatlas/domain's, imported from there.

// The widgets and their props.
export { AdvertisementCarousel } from './AdvertisementCarousel';
export type { AdvertisementCarouselProps } from './AdvertisementCarousel';
export { BuildingCostCalculator } from './BuildingCostCalculator';
export type { BuildingCostCalculatorProps, ValuationContact } from './BuildingCostCalculator';
export { CompanyInformation } from './CompanyInformation';
export { CourseViewer } from './CourseViewer';
export type { CourseViewerProps } from './CourseViewer';
export { Endorsements } from './Endorsements';
export type { EndorsementMark, EndorsementsProps } from './Endorsements';
export { GeneralInformation } from './GeneralInformation';
export type { GeneralInformationProps } from './GeneralInformation';
export { GeneralInformationCarousel } from './GeneralInformationCarousel';
export type { GeneralInformationCarouselProps } from './GeneralInformationCarousel';
export { HazardIndex } from './HazardIndex';
export type { HazardIndexMode, HazardIndexProps } from './HazardIndex';
export { IndicativeRates } from './IndicativeRates';
export { COMPARE_MAX, COMPARE_MIN, IndustryCompare, industryCompareCopy, addCompareId, parseCompareIds } from './IndustryCompare';
export type { IndustryCompareProps } from './IndustryCompare';
export type { IndicativeRatesProps } from './IndicativeRates';
export { IndustryBrowser } from './IndustryBrowser';
export type { IndustryBrowserProps } from './IndustryBrowser';
export { IndustryCodes } from './IndustryCodes';
export type { IndustryCodesProps } from './IndustryCodes';
export { IndustryNameBrowser } from './IndustryNameBrowser';
export type { IndustryNameBrowserProps } from './IndustryNameBrowser';
export { IndustrySearch } from './IndustrySearch';
export type { IndustrySearchNavigation, IndustrySearchProps } from './IndustrySearch';
export { LocationSearch } from './LocationSearch';
export type { BusinessLocation, LocationSearchProps } from './LocationSearch';
export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginLink, LoginSuccess } from './LoginForm';
export { LoginModal } from './LoginModal';
export type { LoginModalProps } from './LoginModal';
export { MaterialsEquipment } from './MaterialsEquipment';
export type { MaterialsEquipmentProps } from './MaterialsEquipment';
export { Media } from './Media';
export type { MediaKind, MediaProps } from './Media';
export { NatCatCard } from './NatCatCard';
export type { NatCatCardProps } from './NatCatCard';
export { NatCatChart } from './NatCatChart';
export type { NatCatChartProps } from './NatCatChart';
export { NatCatPanel } from './NatCatPanel';
export type { NatCatPanelProps, NatcatProfile } from './NatCatPanel';
export { Quiz } from './Quiz';
export type { QuizProps, QuizSource } from './Quiz';
export { RecentActivities } from './RecentActivities';
export type { RecentActivitiesProps } from './RecentActivities';
export { RelatedIndustries } from './RelatedIndustries';
export type { RelatedIndustriesProps } from './RelatedIndustries';
export { ReportCustomizationDrawer } from './ReportCustomizationDrawer';
export type { ReportCustomizationDrawerProps, ReportThemeOption } from './ReportCustomizationDrawer';
export { ReportPreview } from './ReportPreview';
export type { ReportPreviewProps, ReportPreviewStatus } from './ReportPreview';
export { RiskAssessment } from './RiskAssessment';
export type { RiskAssessmentProps } from './RiskAssessment';
export { RiskChecklist } from './RiskChecklist';
export type { ChecklistType, RiskChecklistProps } from './RiskChecklist';
export { SignificantExposures } from './SignificantExposures';
export type { SignificantExposuresProps } from './SignificantExposures';
export { TailoredReportBuilder } from './TailoredReportBuilder';
export type { TailoredReportBuilderProps } from './TailoredReportBuilder';
export { TermsOfUseModal } from './TermsOfUseModal';
export type { TermsOfUseModalProps } from './TermsOfUseModal';
export { UnderInsuranceCalculator } from './UnderInsuranceCalculator';
export type { UnderInsuranceCalculatorProps } from './UnderInsuranceCalculator';
export { UnderwriterReportBuilder } from './UnderwriterReportBuilder';
export type { UnderwriterReportBuilderProps } from './UnderwriterReportBuilder';
export { UserProfile } from './UserProfile';
export type { UserProfileProps } from './UserProfile';
export { UserSettings } from './UserSettings';

// The primitives a page composes the widgets with, and the providers every widget expects.
export { Button } from './primitives/Button';
export type { ButtonProps, ButtonVariant } from './primitives/Button';
export { Cluster } from './primitives/Cluster';
export type { ClusterProps } from './primitives/Cluster';
export { EmptyState } from './primitives/EmptyState';
export type { EmptyStateProps } from './primitives/EmptyState';
export { FormField } from './primitives/FormField';
export type { FormFieldProps } from './primitives/FormField';
export { Modal } from './primitives/Modal';
export type { ModalCloseReason, ModalProps } from './primitives/Modal';
export { Portal, PortalContainerProvider } from './primitives/PortalContainer';
export type { PortalContainerProviderProps, PortalProps } from './primitives/PortalContainer';
export { SafeHtml } from './primitives/SafeHtml';
export type { SafeHtmlProps } from './primitives/SafeHtml';
export { SelectField } from './account/SelectField';
export type { SelectFieldProps } from './account/SelectField';
export { Spinner } from './primitives/Spinner';
export type { SpinnerProps } from './primitives/Spinner';
export { Stack } from './primitives/Stack';
export type { StackProps } from './primitives/Stack';
export { ToastProvider, useFailureToast, useToast } from './primitives/Toast';
export type { ToastApi, ToastKind, ToastOptions, ToastProviderProps } from './primitives/Toast';
export { useObjectUrl } from './primitives/shared/useObjectUrl';
export { VisuallyHidden } from './primitives/shared/VisuallyHidden';

// The widgets' words a page shows beside them (print pages, empty states, download names).
export { buildingCostCopy, buildingCostNotes, contactEntries } from './BuildingCostCalculator';
export { courseViewerCopy } from './CourseViewer';
export { underInsuranceCopy } from './UnderInsuranceCalculator';
export {
  industryEmptyCopy,
  LOADING_INDUSTRY,
  natcatCopy,
  REPORT_COVER_TITLES,
  RECENT_LIMIT,
  REPORT_FILE_NAMES,
  reportDownloadCopy,
  startupFailureCopy,
} from './rules';
export type { StartupLoad } from './rules';

// What the portal's pages do around the widgets: the dashboard's cards, the report download, the
// points certificate, the terms prompt and the account image's fallback.
export { initials } from './account/AccountImage';
export { GENERAL_INFO_OVERVIEW_ROUTE } from './GeneralInformation';
export { serializeReport, useReportDownload } from './ReportPreview';
export { useReportTemplate } from './report/useReportTemplate';
export type { ReportTemplate, ReportTemplateOptions } from './report/useReportTemplate';
export type { ReportDownloadOptions, ReportDownloadState, SerializedReport } from './ReportPreview';
export {
  CERTIFICATE_FILE_NAME,
  certificateDate,
  certificateDownloadEnabled,
  certificateHtml,
  dashboardCards,
  indicativeRates,
  mustAnswerTerms,
  pointsLink,
  quizDuration,
  quizResultPercent,
  reportName,
} from './rules';
export type { CardContext, CertificateDetails, CountryRate, DashboardCard } from './rules';
export type { GradedAnswer } from './rules/quiz';
