import { createApiClient } from '@riskatlas/api-client';
import { defaultTheme } from '@riskatlas/theme';
import { courseViewerCopy } from '@riskatlas/widgets';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { INDUSTRY_LIMIT_MESSAGE } from '../../industry/useIndustryLimitLock';
import { courseSubject } from './CourseCover';
import { SAMPLE_COURSE } from './sample-courses';

const user = (overrides: Record<string, unknown> = {}) => ({
  user_id: 2,
  user_name: 'adviser.nz',
  person_name: 'Aroha Walker',
  email: 'aroha.walker@example.com',
  roles: ['Adviser'],
  sso_token: 'c2Vzc2lvbg==',
  country: 'nz',
  app_theme: 'default',
  is_user_accepted_toc: true,
  documents_assessments: null,
  address: null,
  points: { cip: 0, cpd: 0, cpdnz: 0 },
  companies: [{ id: 1, name: 'Walker Brokers', is_primary: true }],
  ...overrides,
});

const course = {
  id: 3,
  name: 'Public and Product Liability Fundamentals',
  description: 'Liability basics.',
  cover: null,
  contents: [],
  guide_contents: [{ id: 1, icon: 'target', title: 'What you will learn', content: '<p>Occurrence wordings.</p>' }],
  units: [
    { id: 31, sequence: 1, title: 'Who is a third party', media: null },
    { id: 32, sequence: 2, title: 'Exclusions', media: null },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Routes = Record<string, (url: URL) => Response>;
const requested: string[] = [];

function renderAt(path: string, routes: Routes) {
  window.localStorage.setItem('riskatlas.token', 'token-1');
  const createClient = (options: Parameters<typeof createApiClient>[0]) =>
    createApiClient({
      ...options,
      baseUrl: 'http://portal.test/api',
      fetch: async (request) => {
        const url = new URL(request.url);
        requested.push(`${url.pathname}${url.search}`);
        const answer = routes[url.pathname.replace(/^\/api/, '')];
        return answer ? answer(url) : json({ code: 'not_found', message: 'Not found.' }, 404);
      },
    });
  function Location() {
    return <output data-testid="location">{`${useLocation().pathname}`}</output>;
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App createClient={createClient} />
      <Location />
    </MemoryRouter>,
  );
}

afterEach(() => {
  requested.length = 0;
});

const slow = { timeout: 5000 };

describe('course pages', () => {
  it('lists courses, opens the guide, steps through the units and reaches the quiz', async () => {
    const u = userEvent.setup();
    renderAt('/courses', {
      '/user': () => json(user()),
      '/courses': () => json({ data: [{ id: 3, name: course.name, description: course.description, cover: null }] }),
      '/courses/3': () => json(course),
      '/courses/3/units/31': () => json({ id: 31, title: 'Who is a third party', text: '<p>Anyone other than the insured.</p>' }),
      '/courses/3/units/32': () => json({ id: 32, title: 'Exclusions', text: '<p>Contractual liability is excluded.</p>' }),
    });
    await u.click(await screen.findByRole('link', { name: course.name }, slow));
    expect(await screen.findByRole('heading', { name: 'What you will learn' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/3/guide');

    await u.click(screen.getByRole('link', { name: 'Start this Course' }));
    expect(await screen.findByText('Anyone other than the insured.', {}, slow)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: courseViewerCopy.next }));
    expect(await screen.findByText('Contractual liability is excluded.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: courseViewerCopy.testYourKnowledge }));
    expect(await screen.findByRole('button', { name: 'Start test' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/3/quiz');
  });

  it('gives every seeded course a drawn cover of its subject, and an image the API gives wins', async () => {
    // The API's seeded catalogue: each course there must have a subject of its own, not the general fallback.
    const seeded = readFileSync(resolve(__dirname, '../../../../api/src/catalogue/data/content/courses.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('= course |'))
      .map((line, index) => ({ id: index + 1, name: line.split(' | ')[1]!, description: 'About it.', cover: null as string | null }));
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    const subjects = seeded.map((entry) => courseSubject(entry.name));
    expect(subjects).not.toContain('general');
    expect(new Set(subjects).size).toBe(seeded.length);

    const withImage = { id: 99, name: 'Marine Cargo', description: 'Cargo.', cover: 'https://cdn.example.com/marine.png' };
    renderAt('/courses/browse', { '/user': () => json(user()), '/courses': () => json({ data: [...seeded, withImage] }) });
    await screen.findByRole('link', { name: seeded[0]!.name }, slow);
    const cards = within(screen.getByRole('region', { name: 'Short Courses' })).getAllByRole('listitem');
    expect(cards).toHaveLength(seeded.length + 1);
    seeded.forEach((entry, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: entry.name })).toBeInTheDocument();
      const art = card.querySelector('svg[data-subject]');
      expect(art).toHaveAttribute('data-subject', subjects[index]);
      expect(art).toHaveAttribute('aria-hidden', 'true');
      // A drawing, not an empty block: the subject's shapes on the ground.
      expect(art!.querySelectorAll('path, circle, rect').length).toBeGreaterThan(4);
    });
    const last = cards[seeded.length]!;
    expect(last.querySelector('svg[data-subject]')).toBeNull();
    expect(last.querySelector('img')).toHaveAttribute('src', withImage.cover);
    expect(last.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the cover on the course page', async () => {
    renderAt('/courses/3/guide', { '/user': () => json(user()), '/courses/3': () => json(course) });
    expect(await screen.findByRole('heading', { name: course.name }, slow)).toBeInTheDocument();
    expect(document.querySelector('header svg[data-subject]')).toHaveAttribute('data-subject', 'liability');
  });

  it('gives trial users the local sample without calling the server for courses', async () => {
    renderAt('/courses/browse', { '/user': () => json(user({ roles: ['Trial'] })) });
    expect(await screen.findByRole('link', { name: SAMPLE_COURSE.name }, slow)).toBeInTheDocument();
    expect(requested.some((path) => path.startsWith('/api/courses'))).toBe(false);
  });

  it('shows an empty list, without an error, when the courses cannot be fetched', async () => {
    renderAt('/courses/browse', { '/user': () => json(user()), '/courses': () => json({ code: 'internal', message: 'Boom' }, 500) });
    expect(await screen.findByText('No Data', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('offers "Try again" when the courses cannot be fetched, and shows them once they load', async () => {
    let fail = true;
    renderAt('/courses/browse', {
      '/user': () => json(user()),
      '/courses': () => (fail ? json({ code: 'internal', message: 'Boom' }, 500) : json({ data: [{ ...course, cover: null }] })),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: course.name }, slow)).toBeInTheDocument();
  });

  it('offers no "Try again" when a course is refused', async () => {
    renderAt('/courses/3/guide', { '/user': () => json(user()), '/courses/3': () => json({ code: 'forbidden', message: 'No' }, 403) });
    expect(await screen.findByText('No Data', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('industry quiz page', () => {
  const industry = (quizzes: { quiz_id: number; country: string }[]) => () =>
    json({
      id: 7,
      code: '1174',
      name: 'Bakery',
      has_market: true,
      quizzes,
      related_industries: [],
      classifications: [],
      indicative_rates: [],
    });

  it('shows the quiz when the industry has one for the user country', async () => {
    renderAt('/industries/7/quiz', { '/user': () => json(user()), '/industries/7': industry([{ quiz_id: 1, country: 'nz' }]) });
    expect(await screen.findByRole('heading', { name: 'Bakery: Test Your Knowledge' }, slow)).toBeInTheDocument();
  });

  it('keeps the industry navigation bar above the quiz, so the broker can return to the industry or search again', async () => {
    renderAt('/industries/7/quiz', { '/user': () => json(user()), '/industries/7': industry([{ quiz_id: 1, country: 'nz' }]) });
    expect(await screen.findByRole('heading', { name: 'Bakery: Test Your Knowledge' }, slow)).toBeInTheDocument();
    // The bar's chunk loads beside the page's.
    const bar = await screen.findByRole('navigation', { name: 'Industry' }, { timeout: 10_000 });
    expect(await within(bar).findByRole('link', { name: '1174 Bakery' })).toHaveAttribute('href', '/industries/7');
    expect(within(bar).getByRole('combobox')).toBeInTheDocument();
    const menu = within(bar).getByRole('list', { name: 'Industry sections' });
    expect(within(menu).getByRole('link', { name: 'Test Your Knowledge' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'Hazard Index' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/industries/7/hazard-index'));
  });

  it.each([
    ['an industry without a quiz for nz', user(), [{ quiz_id: 1, country: 'au' }]],
    ['a gb user', user({ country: 'gb' }), [{ quiz_id: 1, country: 'nz' }]],
  ])('sends %s to /not-found', async (_name, who, quizzes) => {
    renderAt('/industries/7/quiz', { '/user': () => json(who), '/industries/7': industry(quizzes) });
    expect(await screen.findByRole('heading', { name: 'Something Just Went Wrong !' }, slow)).toBeInTheDocument();
  });

  it('logs the user out with the locked-account message when the industry load answers 429', async () => {
    renderAt('/industries/7/quiz', {
      '/user': () => json(user()),
      '/industries/7': () => json({ code: 'too_many_requests', message: 'Limit' }, 429),
    });
    // Queried afresh each time: the industry frame and the page both apply the lock, and the toast may be redrawn.
    await waitFor(() => expect(screen.getByText(INDUSTRY_LIMIT_MESSAGE)).toBeInTheDocument(), slow);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), slow);
    expect(screen.getByText(INDUSTRY_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(window.localStorage.getItem('riskatlas.token')).toBeNull();
  });

  it('offers "Try again" when the industry cannot be loaded, and opens the quiz once it loads', async () => {
    let fail = true;
    const loaded = industry([{ quiz_id: 1, country: 'nz' }]);
    renderAt('/industries/7/quiz', {
      '/user': () => json(user()),
      '/industries/7': () => (fail ? json({ code: 'internal', message: 'Boom' }, 500) : loaded()),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    expect(screen.getByText('No Data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Bakery: Test Your Knowledge' }, slow)).toBeInTheDocument();
  });
});

describe('points page', () => {
  const period = (url: URL) =>
    json({
      type: 'cpdnz',
      total: url.searchParams.get('until') === `${new Date().getFullYear()}-12-31` ? 2 : 0,
      maximum: 10,
      minimum_required: 10,
      period: { start: `${url.searchParams.get('until')!.slice(0, 4)}-01-01`, end: url.searchParams.get('until') },
      entries: [],
    });

  it('loads the current period and reloads the last one on change', async () => {
    const u = userEvent.setup();
    const year = new Date().getFullYear();
    renderAt('/points?type=cpdnz', {
      '/user': () => json(user()),
      '/user/points/cpdnz': period,
      '/user/quizzes': () => json({ data: [] }),
      '/user/history/industries': () => json({ data: [] }),
    });
    expect(await screen.findByText('2 of at most 10', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
    expect(within(screen.getByRole('table', { name: 'Quizzes' })).getByText('No quizzes completed in this period.')).toBeInTheDocument();

    await u.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last');
    expect(await screen.findByText('0 of at most 10')).toBeInTheDocument();
    expect(requested).toContain(`/api/user/points/cpdnz?until=${year - 1}-12-31`);
    expect(requested.some((path) => path.startsWith('/api/user/history/industries?') && path.includes(`start=${year - 1}-01-01`))).toBe(
      true,
    );
  });

  it("chooses the period by keyboard in the product's select, and the points follow", async () => {
    const u = userEvent.setup();
    renderAt('/points?type=cpdnz', {
      '/user': () => json(user()),
      '/user/points/cpdnz': period,
      '/user/quizzes': () => json({ data: [] }),
      '/user/history/industries': () => json({ data: [] }),
    });
    expect(await screen.findByText('2 of at most 10', {}, slow)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Period' });
    // The settings' select (control box and radius from the theme), not the browser's bare control.
    expect(getComputedStyle(picker).borderRadius).toBe(`${defaultTheme.radius.control}px`);
    expect(getComputedStyle(picker).borderStyle).toBe('solid');

    // Reached by Tab; the arrow keys then move the platform's select, which jsdom does not simulate, so the choice is made as they would make it.
    while (document.activeElement !== picker) await u.tab();
    await u.selectOptions(picker, 'last');
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('last');
    expect(await screen.findByText('0 of at most 10')).toBeInTheDocument();
  });

  it('keeps the certificate disabled while the points load', async () => {
    renderAt('/points?type=cip', {
      '/user': () => json(user({ country: 'au' })),
      '/user/points/cip': () => new Promise<Response>(() => undefined) as unknown as Response,
      '/user/quizzes': () => json({ data: [] }),
      '/user/history/industries': () => json({ data: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'CIP Points' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeDisabled();
  });
});
