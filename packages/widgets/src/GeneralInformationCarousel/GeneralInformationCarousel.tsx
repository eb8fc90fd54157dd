import { useInsuranceClasses } from '@riskatlas/api-client';
import { useId, useState } from 'react';
import { ClassIcon } from '../primitives/ClassIcon';
import { EmptyState } from '../primitives/EmptyState';
import { routerClick } from '../primitives/shared/navigation';
import { Spinner } from '../primitives/Spinner';
import { dashboardCopy } from '../rules/dashboard';
import { classRoute, filterInsuranceClasses, type CountryCode } from '@riskatlas/domain';
import { Controls, Root, Slide } from './GeneralInformationCarousel.styles';

export interface GeneralInformationCarouselProps {
  /** The user's country; the classes follow the filter for it (docs/product/industry-search-and-pages.md#insurance-class-filter). Required. */
  country: CountryCode;
  /** Base of the general-information pages. Default `/general-info`. */
  basePath?: string;
  /** Hands a plain click on a link to the host's router. Default: links navigate normally. */
  onNavigate?: (href: string) => void;
}

/**
 * The dashboard's general-information card (docs/product/shell-and-dashboard.md#dashboard-cards): a carousel of the user's insurance classes
 * with previous/next, a spinner while they load, each linking to its page, and a link to /general-info.
 * It does not auto-advance, so nothing moves under the reader.
 */
export function GeneralInformationCarousel({ country, basePath = '/general-info', onNavigate }: GeneralInformationCarouselProps) {
  const { data, error, isLoading } = useInsuranceClasses(country, { shouldRetryOnError: false });
  const classes = filterInsuranceClasses(data?.data ?? [], { country });
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const count = classes.length;
  const current = count === 0 ? 0 : index % count;
  const shown = classes[current];
  const link = (href: string) => ({ href, onClick: routerClick(href, onNavigate) });

  const body = (() => {
    if (isLoading) return <Spinner label="Loading insurance classes" />;
    if (error || !shown) return <EmptyState message={dashboardCopy.noData} />;
    return (
      <>
        <Slide role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${count}`} aria-live="polite">
          <ClassIcon slug={shown.slug} size={48} />
          <h3>{shown.name}</h3>
          <a {...link(`${basePath}/${classRoute(shown.slug)}`)}>Read about {shown.name}</a>
        </Slide>
        {count > 1 ? (
          <Controls>
            <button type="button" aria-label="Previous insurance class" onClick={() => setIndex((current - 1 + count) % count)}>
              ‹
            </button>
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
            <button type="button" aria-label="Next insurance class" onClick={() => setIndex((current + 1) % count)}>
              ›
            </button>
          </Controls>
        ) : null}
      </>
    );
  })();

  return (
    <Root aria-roledescription="carousel" aria-labelledby={titleId}>
      <h2 id={titleId}>General Information</h2>
      {body}
      <a {...link(basePath)}>View all general information</a>
    </Root>
  );
}
