import { useHazardIndex, useIndustry, useNatcatProfiles, useReportThemes, useUser, useUserSettings } from '@riskatlas/api-client';
import {
  activeClasses,
  currencyInForce,
  defaultReportSections,
  filterHazardIndexEntries,
  type ReportContext,
  type ReportSection,
} from '@riskatlas/domain';
import { indicativeRates } from '@riskatlas/widgets';
import { parseReportThemeValue, type ReportThemeValue } from '@riskatlas/theme';
import { useEffect, useMemo, useState } from 'react';
import { useBusinessLocation } from '../../session/business-location';

/**
 * The new defaults (after a business location is picked, or the hazard classes or NatCat profiles
 * arrive) with the broker's own checks kept: only a section that changes state (the NatCat section
 * becoming available or unavailable) takes its default again, and new children follow their section.
 */
export function keepSectionChoices(current: readonly ReportSection[], next: readonly ReportSection[]): ReportSection[] {
  return next.map((section) => {
    const before = current.find((candidate) => candidate.key === section.key);
    if (!before || before.disabled !== section.disabled || before.required !== section.required) return section;
    return {
      ...section,
      checked: before.checked,
      children: section.children.map((child) => ({
        ...child,
        checked: before.children.find((candidate) => candidate.id === child.id)?.checked ?? before.checked,
      })),
    };
  });
}

/**
 * Everything a report screen needs before it can show the preview: the user and their role, the
 * industry, the section list with its defaults (children from the hazard classes and, with a business
 * location, the NatCat profiles), and the report theme in force. The sections are rebuilt when the
 * inputs change, keeping the user's own checks, and are otherwise the user's to edit.
 */
export function useReportSetup(industryId: number | null) {
  const { data: user, error: userError, mutate: reloadUser } = useUser();
  const { data: industry, error: industryError, mutate: reloadIndustry } = useIndustry(industryId, {}, { shouldRetryOnError: false });
  const { data: hazard, isLoading: hazardLoading } = useHazardIndex(industryId, user?.country, { shouldRetryOnError: false });
  const [location] = useBusinessLocation();
  const { data: profiles } = useNatcatProfiles(location, { shouldRetryOnError: false });
  const { data: settings } = useUserSettings();
  const { data: themes } = useReportThemes(undefined, { shouldRetryOnError: false });

  const underwriter = user?.roles.includes('Underwriter') ?? false;
  // Only the user's active classes are offered and printed (docs/product/industry-search-and-pages.md#active-classes).
  const entries = useMemo(
    () => (user ? activeClasses(filterHazardIndexEntries(hazard?.data ?? [], user.country), user.documents_assessments) : []),
    [hazard, user],
  );
  const context: ReportContext | null = useMemo(
    () =>
      user && industry
        ? {
            country: user.country,
            underwriter,
            appTheme: user.app_theme === 'natcat' ? 'natcat' : 'default',
            hasRates: indicativeRates(industry.indicative_rates).some((rate) => rate.country === user.country),
            hasBusinessLocation: location !== null,
          }
        : null,
    [user, industry, underwriter, location],
  );

  const defaults = useMemo(() => {
    if (!context || hazardLoading) return null;
    const classes = entries.map((entry) => ({ id: entry.id, label: entry.name }));
    return defaultReportSections(context, {
      'report-hazard-assessment': classes,
      'report-risk-checklist': classes,
      'report-natural-catastrophe': (profiles?.data ?? []).map((profile) => ({ id: profile.id, label: profile.name })),
    });
  }, [context, entries, hazardLoading, profiles]);
  const [sections, setSections] = useState<ReportSection[] | null>(null);
  useEffect(() => setSections((current) => (current && defaults ? keepSectionChoices(current, defaults) : defaults)), [defaults]);

  const storedThemeId = settings?.data.find((setting) => setting.key === 'report_theme');
  const [themeId, setThemeId] = useState<number | null>(null);
  const effectiveThemeId = themeId ?? Number(storedThemeId?.value ?? storedThemeId?.default_value ?? NaN);
  const theme = themes?.data.find((candidate) => candidate.id === effectiveThemeId) ?? themes?.data[0];
  const reportTheme: ReportThemeValue | undefined = theme ? parseReportThemeValue(theme.value) : undefined;

  return {
    user,
    userError,
    industry,
    /** The industry's load failed (429: the daily view limit; 404: no such industry). */
    industryError,
    /** Loads the user and the industry again after a failure. */
    retry: () => {
      if (userError) void reloadUser();
      if (industryError) void reloadIndustry();
    },
    underwriter,
    context,
    entries,
    location,
    sections,
    setSections,
    themeId: theme?.id ?? null,
    setThemeId,
    reportTheme,
    /** The currency setting in force: the report's amounts are shown in it. */
    currency: currencyInForce(settings?.data),
  };
}
