import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_ERROR_SCROLL_OFFSET, quizValidationCopy } from '../rules';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { quizCopy as copy } from './copy';
import { gradedQuiz, startedQuiz } from './fixtures';
import { Quiz } from './Quiz';

const server = setupServer();
let submitted: unknown;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  submitted = undefined;
  server.use(
    http.get(`${testApiBaseUrl}/quizzes/questions`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('industry_id') !== '7' || url.searchParams.get('country') !== 'nz')
        return HttpResponse.json({ code: 'not_found', message: 'No quiz.' }, { status: 404 });
      return HttpResponse.json(startedQuiz);
    }),
    http.post(`${testApiBaseUrl}/user/quizzes/41`, async ({ request }) => {
      submitted = await request.json();
      const body = submitted as { answers: { question_id: number; answer_id: number }[] };
      return HttpResponse.json(gradedQuiz(new Map(body.answers.map((a) => [a.question_id, a.answer_id]))));
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// "The spec" in these tests means the product rules of docs/product/learning-and-points.md.
describe('Quiz', () => {
  it('refuses Check with an unanswered question, scrolls to it 115 px down, then grades on the server', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onGraded = vi.fn();
    const { user } = renderWithProviders(<Quiz source={{ industryId: 7 }} country="nz" onGraded={onGraded} />);
    await user.click(screen.getByRole('button', { name: copy.start }));
    const first = await screen.findByRole('group', { name: /highest hazard rating/ });
    await user.click(within(first).getByRole('radio', { name: 'Property Damage' }));
    await user.click(within(screen.getByRole('group', { name: /Public Liability/ })).getByRole('radio', { name: 'Low (0 to 25)' }));

    await user.click(screen.getByRole('button', { name: copy.check }));
    expect(screen.getAllByText(quizValidationCopy.questionRequired)).toHaveLength(1);
    const cyber = screen.getByRole('group', { name: /Cyber Risks/ });
    expect(cyber).toHaveAttribute('aria-invalid', 'true');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: expect.any(Number) }));
    expect(within(cyber).getAllByRole('radio')[0]).toHaveFocus();
    expect(submitted).toBeUndefined();

    await user.click(within(cyber).getByRole('radio', { name: 'Low (0 to 25)' }));
    expect(screen.queryByText(quizValidationCopy.questionRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.check }));

    expect(submitted).toEqual({
      country: 'nz',
      answers: [
        { question_id: 1, answer_id: 13 },
        { question_id: 2, answer_id: 21 },
        { question_id: 3, answer_id: 31 },
      ],
    });
    const result = await screen.findByRole('status', { name: copy.result });
    expect(result).toHaveTextContent('67%');
    expect(result).toHaveTextContent('4m 5s');
    expect(screen.getByText('The Bakery hazard index explains question 2.')).toBeInTheDocument();
    expect(onGraded).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: copy.done }));
    expect(screen.getByRole('button', { name: copy.start })).toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it('scrolls with the spec offset', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<Quiz source={{ industryId: 7 }} country="nz" />);
    await user.click(screen.getByRole('button', { name: copy.start }));
    await user.click(await screen.findByRole('button', { name: copy.check }));
    expect(screen.getAllByText(quizValidationCopy.questionRequired)).toHaveLength(3);
    // jsdom lays nothing out: the question sits at 0, so the target is 0 + scrollY − 115.
    expect(scrollTo).toHaveBeenCalledWith({ top: window.scrollY - QUIZ_ERROR_SCROLL_OFFSET, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('says when there is no quiz, and offers a retry when starting fails', async () => {
    const { user, unmount } = renderWithProviders(<Quiz source={{ industryId: 8 }} country="nz" />);
    await user.click(screen.getByRole('button', { name: copy.start }));
    expect(await screen.findByText(copy.noQuiz)).toBeInTheDocument();
    unmount();

    server.use(
      http.get(`${testApiBaseUrl}/quizzes/questions`, () => HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 })),
    );
    const second = renderWithProviders(<Quiz source={{ industryId: 7 }} country="nz" />);
    await second.user.click(screen.getByRole('button', { name: copy.start }));
    expect(await screen.findByText(copy.startFailed)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: copy.start })).toBeEnabled();
  });
});
