import { useAssessmentOutlines, useInsuranceClasses, useRiskAssessment, useRiskDescription } from '@riskatlas/api-client';
import { useMemo, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { ClassIcon } from '../primitives/ClassIcon';
import { SafeHtml } from '../primitives/SafeHtml';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SectionRoot } from '../primitives/shared/sections.styles';
import { industryEmptyCopy, paddedClassId } from '../rules/industry-content';
import { classActive, classRoute, filterInsuranceClasses, type CountryCode } from '@riskatlas/domain';
import { hazardIndexCopy } from '../HazardIndex/HazardIndex';
import { InactiveItem, Layout, Menu, MenuItem } from './RiskAssessment.styles';

export const RISK_DESCRIPTION_TITLE = 'Risk Description';

export interface RiskAssessmentProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The industry. Required. */
  industryId: number;
  /** The user's country: in au only classes with an assessment are listed (docs/product/industry-search-and-pages.md#risk-assessment). Required. */
  country: CountryCode;
  /** What is shown: the risk description, or the assessment of the class with this route (`cyber-risks`); `null` is the first class. Required. */
  view: { kind: 'description' } | { kind: 'assessment'; classRoute: string | null };
  /** Base of the menu's links, e.g. `/industries/15468`. Required. */
  basePath: string;
  /** Called on a plain click of a menu link, with the class id for route state. Default: links navigate normally. */
  onNavigate?: (navigation: { href: string; classId: number | null }) => void;
  /**
   * The user's `documents_assessments` (docs/product/industry-search-and-pages.md#active-classes): a class
   * not in it is listed as inactive and its assessment is never fetched. Default `null` (not restricted).
   */
  documentsAssessments?: readonly number[] | null;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Risk & Assessment (docs/product/industry-search-and-pages.md#risk-assessment): a menu of the risk description and the insurance classes,
 * and the chosen document (API HTML through SafeHtml). The assessment is fetched only once the class
 * is known, with its id padded to 3 characters. Rest props go to the root `<section>`.
 */
export function RiskAssessment({
  industryId,
  country,
  view,
  basePath,
  onNavigate,
  documentsAssessments = null,
  ...rest
}: RiskAssessmentProps) {
  const classes = useInsuranceClasses(country, { shouldRetryOnError: false });
  const outlines = useAssessmentOutlines(industryId, country, { shouldRetryOnError: false });
  const menu = useMemo(() => {
    const listed = filterInsuranceClasses(classes.data?.data ?? [], { country });
    if (country !== 'au') return listed;
    const available = new Set((outlines.data?.data ?? []).map((outline) => outline.insurance_class.id));
    return listed.filter((item) => available.has(item.id));
  }, [classes.data, outlines.data, country]);

  const active = (item: { id: number }) => classActive(item.id, documentsAssessments);
  const named = view.kind === 'assessment' ? menu.find((item) => classRoute(item.slug) === view.classRoute) : undefined;
  // An inactive class is never opened, even by its address; the first class is the first active one.
  const chosen =
    view.kind === 'assessment'
      ? named
        ? active(named)
          ? named
          : undefined
        : view.classRoute === null
          ? menu.find(active)
          : undefined
      : undefined;
  const inactiveChosen = named !== undefined && !active(named);
  const assessment = useRiskAssessment(chosen ? paddedClassId(chosen.id) : null, industryId, country, { shouldRetryOnError: false });
  const description = useRiskDescription(view.kind === 'description' ? industryId : null, country, { shouldRetryOnError: false });
  const document = view.kind === 'description' ? description : assessment;
  const menuLoading = classes.isLoading || (country === 'au' && outlines.isLoading);

  const link = (href: string, classId: number | null) => ({
    href,
    onClick: (event: MouseEvent) => {
      if (!onNavigate || !isPlainClick(event)) return;
      event.preventDefault();
      onNavigate({ href, classId });
    },
  });

  return (
    <SectionRoot aria-label="Risk & Assessment" {...rest}>
      <Layout>
        <nav aria-label="Risk & Assessment">
          <Menu>
            <li>
              <MenuItem {...link(`${basePath}/risk-description`, null)} aria-current={view.kind === 'description' ? 'page' : undefined}>
                {RISK_DESCRIPTION_TITLE}
              </MenuItem>
            </li>
            {menu.map((item) => (
              <li key={item.id}>
                {active(item) ? (
                  <MenuItem
                    {...link(`${basePath}/risk-assessment/${classRoute(item.slug)}`, item.id)}
                    aria-current={chosen?.id === item.id ? 'page' : undefined}
                  >
                    <ClassIcon slug={item.slug} size={18} />
                    {item.name}
                  </MenuItem>
                ) : (
                  <InactiveItem data-active="false">
                    <ClassIcon slug={item.slug} size={18} />
                    <span>
                      {item.name} <small>{hazardIndexCopy.inactive}</small>
                    </span>
                  </InactiveItem>
                )}
              </li>
            ))}
          </Menu>
        </nav>
        <SectionStatus
          loading={document.isLoading || (view.kind === 'assessment' && menuLoading)}
          empty={Boolean(document.error) || !document.data}
          loadingLabel="Loading risk document"
          emptyMessage={
            inactiveChosen ? hazardIndexCopy.inactive : view.kind === 'description' ? industryEmptyCopy.writeUp : industryEmptyCopy.riskData
          }
        >
          <article>
            <h3>{document.data?.title}</h3>
            <SafeHtml html={document.data?.content ?? ''} />
          </article>
        </SectionStatus>
      </Layout>
    </SectionRoot>
  );
}
