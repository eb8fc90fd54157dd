import { useGeneralInformation, useInsuranceClasses } from '@riskatlas/api-client';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { ClassIcon } from '../primitives/ClassIcon';
import { SafeHtml } from '../primitives/SafeHtml';
import { routerClick } from '../primitives/shared/navigation';
import { SectionStatus } from '../primitives/shared/SectionStatus';
import { SectionRoot } from '../primitives/shared/sections.styles';
import { industryEmptyCopy } from '../rules/industry-content';
import { classRoute, filterInsuranceClasses, type CountryCode } from '@riskatlas/domain';
import { Layout, Menu, MenuItem } from '../RiskAssessment/RiskAssessment.styles';
import { ClassList } from './GeneralInformation.styles';

export const GENERAL_INFORMATION_TITLE = 'General Information';
/** The sub-route of the overview page (docs/product/industry-search-and-pages.md#general-information: an overview page or one page per class). */
export const GENERAL_INFO_OVERVIEW_ROUTE = 'general-info';

export interface GeneralInformationProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The user's country; the class list follows the filter for it (docs/product/industry-search-and-pages.md#insurance-class-filter). Required. */
  country: CountryCode;
  /** The sub-route shown: `general-info` (the overview) or a class route such as `cyber-risks`. Required. */
  route: string;
  /** Base of the menu's links. Default `/general-info`. */
  basePath?: string;
  /** Hands a plain click on a menu link to the host's router. Default: links navigate normally. */
  onNavigate?: (href: string) => void;
}

/**
 * General information by insurance class (`/general-info`, docs/product/industry-search-and-pages.md#general-information): a menu of the overview and
 * the classes of the user's country (the shared class filter), and the chosen class's write-up
 * (API HTML through SafeHtml). A failed or empty load shows the empty state with no message (docs/product/messages.md#silent-failures).
 */
export function GeneralInformation({ country, route, basePath = '/general-info', onNavigate, ...rest }: GeneralInformationProps) {
  const classes = useInsuranceClasses(country, { shouldRetryOnError: false });
  const writeUps = useGeneralInformation(country, { shouldRetryOnError: false });
  const menu = useMemo(() => {
    const written = new Set((writeUps.data?.data ?? []).map((item) => item.insurance_class.id));
    return filterInsuranceClasses(classes.data?.data ?? [], { country }).filter((item) => written.has(item.id));
  }, [classes.data, writeUps.data, country]);

  const overview = route === GENERAL_INFO_OVERVIEW_ROUTE;
  const chosen = overview ? undefined : menu.find((item) => classRoute(item.slug) === route);
  const writeUp = chosen ? writeUps.data?.data.find((item) => item.insurance_class.id === chosen.id) : undefined;
  const link = (href: string) => ({ href, onClick: routerClick(href, onNavigate) });
  const hrefOf = (slug: string) => `${basePath}/${classRoute(slug)}`;

  return (
    <SectionRoot aria-label={GENERAL_INFORMATION_TITLE} {...rest}>
      <Layout>
        <nav aria-label={GENERAL_INFORMATION_TITLE}>
          <Menu>
            <li>
              <MenuItem {...link(`${basePath}/${GENERAL_INFO_OVERVIEW_ROUTE}`)} aria-current={overview ? 'page' : undefined}>
                {GENERAL_INFORMATION_TITLE}
              </MenuItem>
            </li>
            {menu.map((item) => (
              <li key={item.id}>
                <MenuItem {...link(hrefOf(item.slug))} aria-current={chosen?.id === item.id ? 'page' : undefined}>
                  <ClassIcon slug={item.slug} size={18} />
                  {item.name}
                </MenuItem>
              </li>
            ))}
          </Menu>
        </nav>
        <SectionStatus
          loading={classes.isLoading || writeUps.isLoading}
          empty={Boolean(classes.error || writeUps.error) || menu.length === 0 || (!overview && !writeUp)}
          failure={classes.error ?? writeUps.error}
          onRetry={() => {
            if (classes.error) void classes.mutate();
            if (writeUps.error) void writeUps.mutate();
          }}
          loadingLabel="Loading general information"
          emptyMessage={industryEmptyCopy.noContent}
        >
          {overview ? (
            <article>
              <h3>{GENERAL_INFORMATION_TITLE}</h3>
              <p>What each insurance class covers, the exposures every business shares and the questions to ask every client.</p>
              <ClassList>
                {menu.map((item) => (
                  <li key={item.id}>
                    <a {...link(hrefOf(item.slug))}>
                      <ClassIcon slug={item.slug} size={32} />
                      {item.name}
                    </a>
                  </li>
                ))}
              </ClassList>
            </article>
          ) : (
            <article>
              <h3>{writeUp?.title}</h3>
              <SafeHtml html={writeUp?.content ?? ''} />
            </article>
          )}
        </SectionStatus>
      </Layout>
    </SectionRoot>
  );
}
