import { BarChart3, BookMarked, ClipboardCheck, FileText, Hash, Store, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Button } from '@riskatlas/widgets';
import { useState } from 'react';
import styled from 'styled-components';
import { useViewportWidth } from '../../browser/browser-state';
import { CAROUSEL_SPEED_MS, HOME_FEATURES, slidesPerView } from '../../rules/home';

const ICONS: LucideIcon[] = [FileText, BarChart3, TriangleAlert, ClipboardCheck, Hash, BookMarked, Store];

const Viewport = styled.div`
  overflow: hidden;
`;

/**
 * How many slides fit is CSS's decision (the same 480 / 1200 px steps as `slidesPerView`), so the
 * pre-rendered page lays the carousel out right at every width before any script runs; the script
 * only moves the track and marks which slides are out of view.
 */
const Track = styled.ul<{ $index: number }>`
  --per-view: 1;
  @media (min-width: 480px) {
    --per-view: 2;
  }
  @media (min-width: 1200px) {
    --per-view: 3;
  }
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(calc(-100% / var(--per-view) * ${({ $index }) => $index}));
  transition: transform ${CAROUSEL_SPEED_MS}ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  li {
    flex: 0 0 calc(100% / var(--per-view));
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space.sm}px;
  }
`;

const Feature = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h3 {
    margin: ${({ theme }) => `${theme.space.sm}px 0`};
    color: ${({ theme }) => theme.color.text.heading};
  }
  p {
    margin: 0;
    /* docs/product/shell-and-dashboard.md#features-carousel: feature descriptions are truncated at 10 rows. */
    display: -webkit-box;
    -webkit-line-clamp: 10;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  svg {
    color: ${({ theme }) => theme.color.action.primary.background};
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/** The seven features, 3 / 2 / 1 at a time (≥1200 / ≥480 / <480 px), moving in 400 ms. */
export function FeaturesCarousel() {
  // Before hydration the width is unknown: the markup then assumes a phone (one slide in view), and the
  // browser's width corrects which slides are marked out of view straight after.
  const width = useViewportWidth();
  const perView = slidesPerView(width ?? 0);
  const last = HOME_FEATURES.length - perView;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, last);
  return (
    <section aria-roledescription="carousel" aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <Viewport>
        <Track $index={current} data-per-view={perView}>
          {HOME_FEATURES.map((feature, position) => {
            const Icon = ICONS[position]!;
            const shown = position >= current && position < current + perView;
            return (
              <li key={feature.title} aria-hidden={!shown} inert={!shown}>
                <Feature>
                  <Icon size={32} aria-hidden="true" />
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </Feature>
              </li>
            );
          })}
        </Track>
      </Viewport>
      <Controls>
        <Button
          variant="secondary"
          aria-label="Previous features"
          disabled={current === 0}
          onClick={() => setIndex(Math.max(0, current - 1))}
        >
          ‹
        </Button>
        <Button
          variant="secondary"
          aria-label="Next features"
          disabled={current === last}
          onClick={() => setIndex(Math.min(last, current + 1))}
        >
          ›
        </Button>
      </Controls>
    </section>
  );
}
