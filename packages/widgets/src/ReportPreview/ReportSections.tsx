import {
  useIndustryExposures,
  useAccountImage,
  useNatcatProfiles,
  useUserCompanies,
  useUserProfile,
  type AccountImage as AccountImageSource,
  type Schema,
} from '@riskatlas/api-client';
import type { ReportDocumentTheme } from '@riskatlas/theme';
import { ratingPercent } from '@riskatlas/theme';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { COUNTRY_NAMES } from '../IndicativeRates';
import type { BusinessLocation } from '../LocationSearch';
import { NatCatChart } from '../NatCatChart';
import { useChecklist } from '../primitives/shared/useChecklist';
import { useObjectUrl } from '../primitives/shared/useObjectUrl';
import { SafeHtml } from '../primitives/SafeHtml';
import { Spinner } from '../primitives/Spinner';
import { companyAddressLine } from '../rules/account';
import { exposureHeading, groupExposures, industryEmptyCopy } from '../rules/industry-content';
import {
  type CountryCode,
  formatMoney,
  type ReportSection,
  reportSectionCopy,
  underInsurancePayout,
  type UnderwriterClass,
} from '@riskatlas/domain';
import { natcatRiskLabel, sortNatcatProfiles } from '../rules/natcat';
import { INDEMNITY_PERIODS, REPORT_CHART_IMAGE_WIDTH, reportCommentTitles } from '../rules/report-document';
import { fill, reportCopy } from './copy';
import { ChartImage, Comment, Details, Divider, Muted, Page, PersonHeading, Table } from './ReportPreview.styles';

type HazardEntry = Schema<'HazardIndexEntry'>;

/**
 * One content section: its numbered heading, the theme's divider, then the content. It starts a printed
 * page, or with `continuesPage` follows the section before it (docs/pdf.md#pages).
 */
export function ReportPage({
  title,
  report,
  children,
  sectionKey,
  continuesPage = false,
}: {
  title: string;
  report: ReportDocumentTheme;
  children: ReactNode;
  sectionKey: string;
  continuesPage?: boolean;
}) {
  const headingId = useId();
  return (
    <Page data-report-page data-section={sectionKey} data-continues-page={continuesPage || undefined} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <Divider $report={report} aria-hidden="true" />
      {children}
    </Page>
  );
}

const checkedIds = (section: ReportSection) => new Set(section.children.filter((child) => child.checked).map((child) => String(child.id)));
/** A section without child items shows everything; with them, only the checked ones. */
const includes = (section: ReportSection, id: number | string) => section.children.length === 0 || checkedIds(section).has(String(id));

/** The primary company, as the report names the adviser's firm and prints its page and logo. */
function usePrimaryCompany() {
  const { data, isLoading } = useUserCompanies(undefined, { shouldRetryOnError: false });
  return { company: data?.data.find((item) => item.is_primary) ?? data?.data[0], isLoading };
}

/**
 * An avatar or logo in the report: fetched with the user's credentials as the API requires, shown from an
 * object URL, and inlined as a data URL when the PDF is made. Nothing shows while there is none.
 */
function ReportAccountImage({
  source,
  version,
  alt,
  height,
  className,
}: {
  source: AccountImageSource;
  version: string | null | undefined;
  alt: string;
  height: number;
  className?: string;
}) {
  const { data: blob } = useAccountImage(version ? source : null, version);
  const url = useObjectUrl(blob);
  return url ? <img className={className} src={url} alt={alt} height={height} /> : null;
}

/** docs/product/reports.md: Meet Your Advisor holds the adviser's photo, name, job title, company, contact details, address and About Me. */
export function ProfileContent() {
  const { data: profile, isLoading } = useUserProfile(undefined, { shouldRetryOnError: false });
  const { company } = usePrimaryCompany();
  if (isLoading) return <Spinner label="Loading profile" />;
  if (!profile) return <Muted>{reportSectionCopy.emptyChecklist}</Muted>;
  return (
    <>
      <PersonHeading>
        <ReportAccountImage source={{ kind: 'avatar' }} version={profile.avatar} alt={`Photo of ${profile.person_name}`} height={96} />
        <h2>{profile.person_name}</h2>
      </PersonHeading>
      <Details>
        {profile.job_title ? (
          <>
            <dt>{reportCopy.contact.jobTitle}</dt>
            <dd>{profile.job_title}</dd>
          </>
        ) : null}
        {company ? (
          <>
            <dt>{reportCopy.contact.company}</dt>
            <dd>{company.name}</dd>
          </>
        ) : null}
        {profile.phone ? (
          <>
            <dt>{reportCopy.contact.phone}</dt>
            <dd>{profile.phone}</dd>
          </>
        ) : null}
        {profile.mobile ? (
          <>
            <dt>{reportCopy.contact.mobile}</dt>
            <dd>{profile.mobile}</dd>
          </>
        ) : null}
        <dt>{reportCopy.contact.email}</dt>
        <dd>{profile.email}</dd>
        {profile.addressStr ? (
          <>
            <dt>{reportCopy.contact.address}</dt>
            <dd>{profile.addressStr}</dd>
          </>
        ) : null}
      </Details>
      {profile.description ? <SafeHtml html={profile.description} /> : null}
    </>
  );
}

/** The company page: the primary company's logo, name, address and About Us. */
export function CompanyContent() {
  const { company, isLoading } = usePrimaryCompany();
  if (isLoading) return <Spinner label="Loading company" />;
  if (!company) return <Muted>{reportSectionCopy.emptyChecklist}</Muted>;
  const address = companyAddressLine(company.address);
  return (
    <>
      <ReportAccountImage
        source={{ kind: 'logo', companyId: company.id }}
        version={company.logo}
        alt={`${company.name} logo`}
        height={64}
      />
      <h2>{company.name}</h2>
      {address ? (
        <Details>
          <dt>{reportCopy.contact.address}</dt>
          <dd>{address}</dd>
        </Details>
      ) : null}
      {company.description ? <SafeHtml html={company.description} /> : null}
    </>
  );
}

/** The primary company's logo for the cover (companyLogo). */
export function CompanyLogo({ className }: { className?: string }) {
  const { company } = usePrimaryCompany();
  return company ? (
    <ReportAccountImage
      className={className}
      source={{ kind: 'logo', companyId: company.id }}
      version={company.logo}
      alt={`${company.name} logo`}
      height={64}
    />
  ) : null;
}

/** The worked example, in the user's currency (docs/product/account-and-settings.md#formatting). */
export function UnderInsuranceContent({ currency = null }: { currency?: string | null }) {
  const formatDollars = (amount: number) => formatMoney(amount, currency);
  const example = { declaredValue: 500_000, valueAtRisk: 1_000_000, loss: 250_000 };
  const result = underInsurancePayout({ coInsurance: 80, policyType: 'sum-insured', ...example })!;
  return (
    <p>
      {fill(reportCopy.underInsurance, {
        declared: formatDollars(example.declaredValue),
        value: formatDollars(example.valueAtRisk),
        loss: formatDollars(example.loss),
        payable: formatDollars(result.payable),
        uninsured: formatDollars(result.uninsured),
      })}
    </p>
  );
}

export function HazardContent({
  section,
  entries,
  chartDataUrl,
  chartAlt,
  comments,
  underwriter,
  underwriterClasses = [],
}: {
  section: ReportSection;
  entries: readonly HazardEntry[];
  /** The captured chart: the single chart, or the tailored report's grouped chart. */
  chartDataUrl: string;
  chartAlt: string;
  comments: Readonly<Record<number, string>>;
  underwriter: boolean;
  /** The underwriter's saved classes: selections and checklist answers. */
  underwriterClasses?: readonly UnderwriterClass[];
}) {
  const shown = entries.filter((entry) => includes(section, entry.id));
  const saved = new Map(underwriterClasses.map((entry) => [entry.id, entry]));
  // In the report's class order (the hazard index's), like everything else in the section.
  const selected = shown.filter((entry) => saved.get(entry.id)?.checked === true);
  return (
    <>
      {chartDataUrl ? (
        <ChartImage src={chartDataUrl} width={REPORT_CHART_IMAGE_WIDTH} alt={chartAlt} />
      ) : (
        <Spinner label="Drawing the hazard chart" />
      )}
      {selected.length > 0 ? (
        <section data-underwriter-selection>
          <h2>{reportCopy.selectedClasses}</h2>
          <ul>
            {selected.map((entry) => (
              <li key={entry.id}>{entry.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {shown.map((entry) => {
        const answers = saved.get(entry.id)?.checklist ?? [];
        return (
          <div key={entry.id} data-class-id={entry.id}>
            <h2>
              {entry.name} — {reportCopy.rating} {ratingPercent(entry.rating)}%
            </h2>
            <SafeHtml html={entry.comment} />
            {comments[entry.id] ? (
              <Comment>
                <h3>{underwriter ? reportCommentTitles.underwriter : reportCommentTitles.adviser}</h3>
                <SafeHtml html={comments[entry.id]!} />
              </Comment>
            ) : null}
            {answers.length > 0 ? (
              <Table data-report-table>
                <caption>
                  <h3>
                    {entry.name}: {reportCopy.underwriterChecklist}
                  </h3>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{reportCopy.question}</th>
                    <th scope="col">{reportCopy.answer}</th>
                  </tr>
                </thead>
                <tbody>
                  {answers.map((answer) => (
                    <tr key={answer.questionId}>
                      <td>{answer.question}</td>
                      <td>{answer.answer ? <SafeHtml html={answer.answer} /> : null}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

export function InsurableGrossProfitContent({ country, rate }: { country: CountryCode; rate: number }) {
  return (
    <>
      <p>{fill(reportCopy.irgpRate, { country: COUNTRY_NAMES[country], rate: rate.toFixed(2) })}</p>
      <p>{reportCopy.irgpIntro}</p>
      <Table data-report-table>
        <thead>
          <tr>
            <th scope="col">{reportCopy.indemnityPeriod}</th>
            <th scope="col">{reportCopy.multiplier}</th>
          </tr>
        </thead>
        <tbody>
          {INDEMNITY_PERIODS.map((period) => (
            <tr key={period.months}>
              <td>{fill(reportCopy.months, { months: String(period.months) })}</td>
              <td>× {period.multiplier}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** The exposures from the same data hook as the SignificantExposures widget, with the report's heading levels. */
export function ExposuresContent({ industryId, country }: { industryId: number; country: CountryCode }) {
  const { data, isLoading } = useIndustryExposures(industryId, country, { shouldRetryOnError: false });
  if (isLoading) return <Spinner label="Loading significant exposures" />;
  const exposures = data?.data ?? [];
  if (exposures.length === 0) return <Muted>{industryEmptyCopy.noContent}</Muted>;
  return (
    <>
      {groupExposures(exposures).map((group) => (
        <div key={group.name}>
          <h2>{group.name}</h2>
          {group.items.map((exposure) => {
            const heading = exposureHeading(group.name, exposure.title);
            return (
              <div key={exposure.id}>
                {heading ? <h3>{heading}</h3> : null}
                <SafeHtml html={exposure.content} />
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}

export function NatCatContent({ section, location }: { section: ReportSection; location: BusinessLocation }) {
  const { data, isLoading } = useNatcatProfiles(location, { shouldRetryOnError: false });
  const profiles = useMemo(() => sortNatcatProfiles(data?.data ?? []).filter((profile) => includes(section, profile.id)), [data, section]);
  const [chartUrl, setChartUrl] = useState('');
  if (isLoading) return <Spinner label="Loading natcat profiles.." showLabel />;
  return (
    <>
      <p>{fill(reportCopy.natcatLocation, { address: location.address })}</p>
      {/* Drawn once off screen and shown as the captured image, as the PDF will show it. */}
      <div hidden>
        <NatCatChart profiles={profiles} onCapture={setChartUrl} />
      </div>
      {chartUrl ? <ChartImage src={chartUrl} width={REPORT_CHART_IMAGE_WIDTH} alt={reportCopy.natcatChart} /> : null}
      <Table data-report-table>
        <thead>
          <tr>
            <th scope="col">{reportCopy.hazard}</th>
            <th scope="col">{reportCopy.risk}</th>
            <th scope="col">{reportCopy.returnPeriod}</th>
          </tr>
        </thead>
        <tbody>
          {profiles.map((profile) => (
            <tr key={profile.id}>
              <td>{profile.name}</td>
              <td>{natcatRiskLabel(profile.analysis.risk_index)}</td>
              <td>{profile.analysis.return_period}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

export function ChecklistContent({ section, industryId }: { section: ReportSection; industryId: number }) {
  const { items, loading } = useChecklist(industryId, true);
  if (loading) return <Spinner label="Loading risk checklist" />;
  const shown = items.filter((item) => includes(section, item.insurance_class.id));
  if (shown.length === 0) return <Muted>{reportSectionCopy.emptyChecklist}</Muted>;
  const byClass = new Map<string, typeof shown>();
  for (const item of shown) byClass.set(item.insurance_class.name, [...(byClass.get(item.insurance_class.name) ?? []), item]);
  return (
    <>
      {[...byClass].map(([name, questions]) => (
        <Table key={name} data-report-table>
          <caption>
            <h2>{name}</h2>
          </caption>
          <thead>
            <tr>
              <th scope="col">{reportCopy.question}</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((item) => (
              <tr key={item.id}>
                <td>{item.title}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ))}
    </>
  );
}
