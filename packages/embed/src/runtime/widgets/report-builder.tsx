import { useReportCustomization } from '@riskatlas/api-client';
import type { CountryCode } from '@riskatlas/domain';
import { EmptyState, industryEmptyCopy, TailoredReportBuilder, UnderwriterReportBuilder } from '@riskatlas/widgets';
import { useEffect, useRef, useState } from 'react';
import type { WidgetContext } from '../element';
import { defineWidget, numberAttribute, type EmbedUser } from '../host';

/** Shown until the element has an industry (e.g. before the user picks one in the industry search). */
export const NO_INDUSTRY_MESSAGE = 'Choose an industry to build its report.';

/** The underwriter builder for a user without the role (the portal shows them the quick report, which has no builder). */
export const NOT_UNDERWRITER_MESSAGE = 'The underwriter report is for underwriters.';

/** The builders the `mode` attribute chooses between. */
export type ReportBuilderMode = 'tailored' | 'underwriter';

/** `reportsave`'s detail: dispatched once the API acknowledged a save of the report's customisation. */
export interface ReportSaveDetail {
  /** The saved customisation (the portal's `?tmpl=`); set it as `template-id` to reopen the report later. */
  templateId: number;
  industryId: number;
  mode: ReportBuilderMode;
  /** True for the save that created the customisation (the first one without a `template-id`). */
  created: boolean;
}

/** Reads SWR's cached customisation only: the builder loads and saves it, this never fetches. */
const OBSERVE_ONLY = {
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** The customisation SWR holds for a template id, as the save observer last saw it. */
export interface ObservedTemplate {
  id: number | null;
  data: object | undefined;
}

/**
 * Whether a new cached customisation is a save, and whether that save created the template. The
 * builder's saves replace SWR's cached customisation (`useReportCustomizationMutations`), so a new
 * value is a save, except the first value of a template the element was given: that one is the load.
 */
export function classifySave(previous: ObservedTemplate, next: ObservedTemplate, createdId: number | null): 'created' | 'saved' | null {
  if (next.id === null || !next.data || next.data === previous.data) return null;
  if (next.id === createdId && previous.id !== next.id) return 'created';
  return previous.id === next.id && previous.data !== undefined ? 'saved' : null;
}

/** Dispatches `reportsave` for each save the API acknowledged. */
function useSaveEvents(
  templateId: number | null,
  createdId: number | null,
  industryId: number,
  mode: ReportBuilderMode,
  emit: WidgetContext['emit'],
) {
  const { data } = useReportCustomization(templateId, OBSERVE_ONLY);
  const seen = useRef<ObservedTemplate>({ id: null, data: undefined });
  useEffect(() => {
    const next = { id: templateId, data };
    const kind = classifySave(seen.current, next, createdId);
    seen.current = next;
    if (kind && templateId !== null)
      emit('reportsave', { templateId, industryId, mode, created: kind === 'created' } satisfies ReportSaveDetail);
  }, [data, templateId, createdId, industryId, mode, emit]);
}

interface ReportBuilderProps {
  industryId: number;
  country: CountryCode;
  mode: ReportBuilderMode;
  templateId: number | null;
  emit: WidgetContext['emit'];
}

function ReportBuilder({ industryId, country, mode, templateId, emit }: ReportBuilderProps) {
  const [createdId, setCreatedId] = useState<number | null>(null);
  useSaveEvents(templateId ?? createdId, createdId, industryId, mode, emit);
  const Builder = mode === 'underwriter' ? UnderwriterReportBuilder : TailoredReportBuilder;
  return <Builder industryId={industryId} country={country} templateId={templateId} onTemplateCreated={setCreatedId} />;
}

/** The builder for this user and mode, or the message the portal shows in its place (docs/product/reports.md#report-routes-and-roles). */
function roleMessage(user: EmbedUser, mode: ReportBuilderMode): string | null {
  const underwriter = user.roles.includes('Underwriter');
  if (mode === 'tailored' && underwriter) return industryEmptyCopy.comingSoon;
  if (mode === 'underwriter' && !underwriter) return NOT_UNDERWRITER_MESSAGE;
  return null;
}

/**
 * `<risk-report-builder industry-id mode template-id country>`: the tailored report's tailor step
 * (`mode="tailored"`, the default) or the underwriter's class selection (`mode="underwriter"`), saved
 * to the signed-in user's report customisation; each acknowledged save dispatches `reportsave`.
 */
export default defineWidget(({ attributes, user, emit }) => {
  const industryId = numberAttribute(attributes['industry-id']);
  if (industryId === undefined) return <EmptyState message={NO_INDUSTRY_MESSAGE} />;
  const mode: ReportBuilderMode = attributes.mode === 'underwriter' ? 'underwriter' : 'tailored';
  const message = roleMessage(user, mode);
  if (message) return <EmptyState message={message} />;
  const templateId = numberAttribute(attributes['template-id']) ?? null;
  // A new industry, mode or template starts a new builder: a template created for one industry must
  // not receive another industry's saves.
  return (
    <ReportBuilder
      key={`${mode}:${industryId}:${templateId ?? ''}`}
      industryId={industryId}
      country={(attributes.country as CountryCode | undefined) ?? user.country}
      mode={mode}
      templateId={templateId}
      emit={emit}
    />
  );
});
