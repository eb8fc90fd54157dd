import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { CourseViewer, courseViewerCopy as copy } from './CourseViewer';
import { sampleCourse, sampleUnits } from './fixtures';

const server = setupServer(
  http.get(`${testApiBaseUrl}/courses/5/units/:unitId`, ({ params }) => {
    const unit = sampleUnits.find((u) => u.id === Number(params.unitId));
    if (Number(params.unitId) === 52) return HttpResponse.json({ code: 'internal', message: 'Boom' }, { status: 500 });
    return unit ? HttpResponse.json(unit) : HttpResponse.json({ code: 'not_found', message: 'No.' }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CourseViewer', () => {
  it('selects the first unit, hides Previous on it, and turns Next into Test your knowledge on the last', async () => {
    const onTest = vi.fn();
    const { user } = renderWithProviders(<CourseViewer course={sampleCourse} onTestYourKnowledge={onTest} />);
    expect(await screen.findByText(/sum insured is below the value at risk/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1. What underinsurance is' })).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: copy.previous })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.next }));
    // Unit 2 fails to load: it shows empty, without an error message.
    expect(await screen.findByText(copy.noContent)).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.previous })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3. Setting declared values' }));
    expect(await screen.findByText(/follow a current valuation/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.next })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.testYourKnowledge }));
    expect(onTest).toHaveBeenCalledTimes(1);
  });

  it('reads local units without calling the server (trial users)', async () => {
    server.use(http.get(`${testApiBaseUrl}/courses/5/units/:unitId`, () => HttpResponse.error()));
    const { user } = renderWithProviders(<CourseViewer course={sampleCourse} localUnits={sampleUnits} />);
    expect(screen.getByText(/sum insured is below the value at risk/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.next }));
    expect(screen.getByText(/in proportion to the shortfall/)).toBeInTheDocument();
  });
});
