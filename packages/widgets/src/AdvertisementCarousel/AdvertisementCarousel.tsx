import { createQueryHook, type Schema } from '@riskatlas/api-client';
import { useEffect, useId, useState } from 'react';
import { routerClick } from '../primitives/shared/navigation';
import { Spinner } from '../primitives/Spinner';
import { AD_AUTOPLAY_MS, dashboardCopy, visibleAdvertisements } from '../rules/dashboard';
import type { CountryCode } from '@riskatlas/domain';
import { Controls, Copy, Message, Position, Root, Slide, Slides } from './AdvertisementCarousel.styles';

const useAdvertisements = createQueryHook('/advertisements');

type Advertisement = Schema<'Advertisement'>;

export interface AdvertisementCarouselProps {
  /** The user's country (main-product ads are shown per country). Required. */
  country: CountryCode;
  /** `white_label` in the partner variant. Default `'main'`. */
  scope?: Advertisement['scope'];
  /** Hands local (in-app) links to the host's router on a plain click. Default: ordinary links. */
  onNavigate?: (href: string) => void;
  /** Milliseconds per slide while playing. Default 5000 (docs/product/shell-and-dashboard.md#advertisements). */
  interval?: number;
}

function AdLink({ ad, onNavigate }: { ad: Advertisement; onNavigate?: (href: string) => void }) {
  // docs/product/shell-and-dashboard.md: linkType local is an in-app link; external opens a new tab.
  if (ad.linkType === 'external') {
    return (
      <a href={ad.link} target="_blank" rel="noopener noreferrer">
        {ad.button_text}
      </a>
    );
  }
  return (
    <a href={ad.link} onClick={routerClick(ad.link, onNavigate)}>
      {ad.button_text}
    </a>
  );
}

/**
 * The dashboard's advertisement carousel: the ads of the user's app, scope and country (docs/product/shell-and-dashboard.md#advertisements),
 * one at a time, fading to the next every 5 s. Playback pauses while the pointer or keyboard focus
 * is inside, and the Pause button stops it for good (WCAG 2.2.2).
 */
export function AdvertisementCarousel({ country, scope = 'main', onNavigate, interval = AD_AUTOPLAY_MS }: AdvertisementCarouselProps) {
  const { data, error, isLoading } = useAdvertisements();
  const ads = visibleAdvertisements(data?.data ?? [], scope, country);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const titleId = useId();
  const count = ads.length;
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (count < 2 || paused || hovered) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [count, paused, hovered, interval]);

  const body = (() => {
    if (isLoading)
      return (
        <Message>
          <Spinner label="Loading advertisements" />
        </Message>
      );
    if (error) return <Message role="alert">{dashboardCopy.advertisementsFailed}</Message>;
    if (count === 0) return <Message>{dashboardCopy.noData}</Message>;
    return (
      <>
        <Slides aria-live={paused || hovered ? 'polite' : 'off'}>
          {ads.map((ad, slide) => (
            <Slide
              key={ad.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}`}
              aria-hidden={slide !== current}
              data-active={slide === current}
              inert={slide !== current}
            >
              <img src={ad.cover} alt="" />
              <Copy>
                <h3>{ad.title}</h3>
                <p>{ad.description}</p>
                <AdLink ad={ad} onNavigate={onNavigate} />
              </Copy>
            </Slide>
          ))}
        </Slides>
        {count > 1 ? (
          <Controls>
            <button type="button" aria-label="Previous advertisement" onClick={() => setIndex((current - 1 + count) % count)}>
              ‹
            </button>
            <Position aria-hidden="true">
              {current + 1} / {count}
            </Position>
            <button type="button" onClick={() => setPaused((value) => !value)}>
              {paused ? 'Play' : 'Pause'}
            </button>
            <button type="button" aria-label="Next advertisement" onClick={() => setIndex((current + 1) % count)}>
              ›
            </button>
          </Controls>
        ) : null}
      </>
    );
  })();

  return (
    <Root
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
    >
      <h2 id={titleId} hidden>
        Advertisements
      </h2>
      {body}
    </Root>
  );
}
