import { Calculator, GraduationCap } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated, useReducedMotion } from '../browser/browser-state';
import styled from 'styled-components';
import { COUNTER_DURATION_MS, counterValue, DIAGRAM_CLASSES, HOME_STATISTICS, parallaxVisible, TAILOR_STEPS } from '../rules/home';
import { FeaturesCarousel } from './home/FeaturesCarousel';
import { BannerIllustration, ClassesDiagram, DashboardTeaserIllustration } from './home/Illustrations';

export const ENQUIRY_HREF = 'mailto:enquiries@riskatlas.example?subject=Subscribing%20to%20Risk%20Atlas';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl}px;
`;

const Banner = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xl}px`};
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => `linear-gradient(135deg, ${theme.color.surface.brandStrong}, ${theme.color.surface.brand})`};
  color: ${({ theme }) => theme.color.text.inverse};
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
  h1 {
    margin-top: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.heading1 * 1.25}px;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  && a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.color.action.primary.background};
    color: ${({ theme }) => theme.color.action.primary.foreground};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
`;

const Statistics = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxl}px;
  margin: 0;
  text-align: center;
  dt {
    font-size: ${({ theme }) => theme.font.size.heading1 * 1.5}px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.heading};
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Split = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  align-items: center;
  gap: ${({ theme }) => theme.space.xl}px;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.lg}px;
    border-radius: ${({ theme }) => theme.radius.surface}px;
    background: ${({ theme }) => theme.color.surface.raised};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.action.primary.background};
    color: ${({ theme }) => theme.color.action.primary.foreground};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Parallax = styled.section`
  padding: ${({ theme }) => theme.space.xxl}px ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radius.surface}px;
  background: ${({ theme }) => theme.color.surface.brandStrong};
  color: ${({ theme }) => theme.color.text.inverse};
  opacity: 0;
  transform: translateY(40px);
  transition:
    opacity 600ms ease,
    transform 600ms ease;
  &[data-visible='true'] {
    opacity: 1;
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  h2 {
    margin-top: 0;
    color: inherit;
  }
`;

const FIGURES = new Intl.NumberFormat('en-AU');

/** Counts up to `target` over 3 s once `started`; with reduced motion it shows the figure at once. */
function Counter({ target, suffix, started }: { target: number; suffix: string; started: boolean }) {
  const reducedMotion = useReducedMotion();
  const [counted, setValue] = useState(0);
  const value = reducedMotion ? target : counted;
  useEffect(() => {
    if (reducedMotion || !started) return;
    const startedAt = performance.now();
    let frame = 0;
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      setValue(counterValue(target, elapsed));
      if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion, started]);
  return (
    <>
      {FIGURES.format(value)}
      {suffix}
    </>
  );
}

/**
 * True once the element has come into view (at once where the browser cannot tell). The counters below
 * the fold on a phone then count up when the visitor reaches them, not unseen while the page is loading.
 */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || !observable) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, observable]);
  // Without an observer (old browsers, tests) the counters start once the page is live; never in the
  // pre-rendered markup, which shows them at zero like the first frame in the browser.
  return seen || (hydrated && !observable);
}

function useParallaxVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(parallaxVisible(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return visible;
}

/** The public home page (the header's Log in button opens the login modal). */
export function HomePage() {
  const parallax = useParallaxVisible();
  const statisticsRef = useRef<HTMLElement>(null);
  const statisticsSeen = useSeen(statisticsRef);
  return (
    <Stack>
      <Banner aria-labelledby="home-title">
        <div>
          <h1 id="home-title">Know the risks of every industry you insure</h1>
          <p>
            Research the insurance risks of more than 7,000 industries across 14 insurance classes, and hand your clients a polished report.
          </p>
          <a href={ENQUIRY_HREF}>Enquire about subscribing</a>
        </div>
        <BannerIllustration />
      </Banner>

      <FeaturesCarousel />

      <section aria-label="Statistics" ref={statisticsRef}>
        <Statistics>
          {HOME_STATISTICS.map((statistic) => (
            <div key={statistic.label}>
              <dt>
                <Counter target={statistic.value} suffix={statistic.suffix} started={statisticsSeen} />
              </dt>
              <dd>{statistic.label}</dd>
            </div>
          ))}
        </Statistics>
      </section>

      <Split aria-labelledby="about-title">
        <div>
          <h2 id="about-title">More than research</h2>
          <p>
            <GraduationCap size={20} aria-hidden="true" /> Training tools: short courses and knowledge tests that earn CIP and CPD points.
          </p>
          <p>
            <Calculator size={20} aria-hidden="true" /> Calculator tools: business interruption, under-insurance, limit of liability and
            building cost.
          </p>
        </div>
        <ClassesDiagram classes={DIAGRAM_CLASSES} />
      </Split>

      <section aria-labelledby="tailor-title">
        <h2 id="tailor-title">Tailor your Risk Report</h2>
        <Steps>
          {TAILOR_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </section>

      <Split aria-labelledby="teaser-title">
        <div>
          <h2 id="teaser-title">Your dashboard</h2>
          <p>Pick up where you left off: recently viewed industries, your tailored reports, your points and what is new, in one place.</p>
        </div>
        <DashboardTeaserIllustration />
      </Split>

      <Parallax aria-labelledby="parallax-title" data-visible={parallax} data-testid="parallax-about">
        <h2 id="parallax-title">Built for brokers in Australia, New Zealand and the United Kingdom</h2>
        <p>
          Risk Atlas turns industry knowledge into conversations with your clients: what can go wrong, what cover responds, and what to ask
          next.
        </p>
      </Parallax>
    </Stack>
  );
}
