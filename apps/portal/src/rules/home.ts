/** The public home page's constants and rules (docs/product/shell-and-dashboard.md#home-page). */

/** The seven carousel features, in the order of docs/product/shell-and-dashboard.md, with what each gives a broker. */
export const HOME_FEATURES = [
  {
    title: 'Quick and Tailored Report',
    text: 'Hand your client a report in minutes, or tailor it: group the classes that matter, add comments, your logo and colours.',
  },
  { title: 'Hazard Index', text: 'A 0 to 100 rating of how exposed an industry is in each insurance class, with the reasons behind it.' },
  { title: 'Significant Exposures', text: 'The losses that actually happen in this industry, class by class, in plain language.' },
  { title: 'Risk Checklist', text: 'Questions to ask at the site visit or renewal meeting, sorted into core, general and key risks.' },
  {
    title: 'Industry Codes (ANZSIC classification)',
    text: 'Find an industry by ANZSIC 2006, the provider’s codes or UK SIC 2007, and see how they map to each other.',
  },
  { title: 'Endorsement Lists', text: 'The Mark IV and Mark V endorsements worth considering for the industry, with what each one does.' },
  { title: 'The Market', text: 'Who writes this kind of business, so you know where to place it.' },
] as const;

/** docs/product/shell-and-dashboard.md#home-page-content: more than 7,000 industries across 14 insurance classes. */
export const HOME_STATISTICS = [
  { value: 7000, suffix: '+', label: 'industries' },
  { value: 14, suffix: '', label: 'insurance classes' },
] as const;

/** docs/product/shell-and-dashboard.md#home-page-content: the four steps of "Tailor your Risk Report". */
export const TAILOR_STEPS = [
  'Classify risks by drag and drop',
  'Add comments',
  'Customise logo, contact and theme',
  'Preview, print, save',
] as const;

/** docs/product/shell-and-dashboard.md#home-page-content: the classes of the diagram. */
export const DIAGRAM_CLASSES = [
  'Property damage',
  'Corporate travel',
  'Equipment breakdown',
  'Business interruption',
  'Cyber risks',
  'Public liability',
] as const;

/** docs/product/shell-and-dashboard.md#home-page: counters run for 3 s; the carousel moves in 400 ms; the parallax appears past window height + 500 px. */
export const COUNTER_DURATION_MS = 3000;
export const CAROUSEL_SPEED_MS = 400;
export const PARALLAX_OFFSET_PX = 500;

/** docs/product/shell-and-dashboard.md#features-carousel: 3 slides, 2 below 1200 px, 1 below 480 px. */
export function slidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < 480) return 1;
  if (viewportWidth < 1200) return 2;
  return 3;
}

/** The counter's value `elapsed` ms after it started: eases out and lands exactly on `target` at 3 s. */
export function counterValue(target: number, elapsedMs: number, durationMs = COUNTER_DURATION_MS): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / durationMs));
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(target * eased);
}

/** The parallax about section shows once the page has scrolled past the window height plus 500 px. */
export function parallaxVisible(scrollY: number, windowHeight: number): boolean {
  return scrollY > windowHeight + PARALLAX_OFFSET_PX;
}
