import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UnderwriterClass } from '@riskatlas/domain';
import { renderWithProviders, testApiBaseUrl } from '../test-utils';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { keyQuestions, savedUnderwriter } from './fixtures';
import { UnderwriterReportBuilder } from './UnderwriterReportBuilder';

document.elementFromPoint ??= () => null;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  method: string;
  body: { name: string; customizations: { section: string; customization: string }[] } & Record<string, unknown>;
}

const noted: UnderwriterClass = { id: 3, comments: '<p>Cash banked daily</p>', checklist: [], checked: true };

function serve({ saved = savedUnderwriter([noted, { id: 6, comments: '', checklist: [], checked: true }]), failSave = false } = {}) {
  const sent: Sent[] = [];
  const checklistQueries: URLSearchParams[] = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as Sent['body'];
    sent.push({ method: request.method, body });
    return body;
  };
  server.use(
    http.get(`${testApiBaseUrl}/industries/15468/hazard_index/au`, () => HttpResponse.json({ data: hazardEntries })),
    http.get(`${testApiBaseUrl}/industries/15468/checklist`, ({ request }) => {
      checklistQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: keyQuestions });
    }),
    http.get(`${testApiBaseUrl}/user/reports/customizations/52`, () => HttpResponse.json(saved)),
    http.post(`${testApiBaseUrl}/user/reports/customizations`, async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json({ ...saved, id: 88, customizations: body.customizations }, { status: 201 });
    }),
    http.put(`${testApiBaseUrl}/user/reports/customizations/52`, async ({ request }) => {
      const body = await record(request);
      if (failSave)
        return HttpResponse.json({ code: 'not_found', message: 'No report customisation has this template id.' }, { status: 404 });
      return HttpResponse.json({ ...saved, customizations: body.customizations });
    }),
  );
  return { sent, checklistQueries };
}

const classesSent = (entry: Sent) => (JSON.parse(entry.body.customizations[0]!.customization) as { classes: UnderwriterClass[] }).classes;

describe('UnderwriterReportBuilder', () => {
  it('a click selects a class and saves at once, creating the customisation', async () => {
    const { sent } = serve();
    const created = vi.fn();
    const { user } = renderWithProviders(<UnderwriterReportBuilder industryId={15468} country="au" onTemplateCreated={created} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Crime' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', body: { report_type: 'underwriter', industryId: 15468 } });
    expect(classesSent(sent[0]!)).toEqual([{ id: 3, comments: '', checklist: [], checked: true }]);
    expect(created).toHaveBeenCalledWith(88);
    expect(screen.getByRole('checkbox', { name: 'Crime' })).toBeChecked();
  });

  it('keeps an unselected class that has comments, unchecked, and drops one without', async () => {
    const { sent } = serve();
    const { user } = renderWithProviders(<UnderwriterReportBuilder industryId={15468} country="au" templateId={52} />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Crime' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Crime' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(classesSent(sent[0]!)).toEqual([
      { ...noted, checked: false },
      { id: 6, comments: '', checklist: [], checked: true },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Public Liability' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(classesSent(sent[1]!)).toEqual([{ ...noted, checked: false }]);
    expect(screen.getByText('Cash banked daily')).toBeInTheDocument();
  });

  it('loads the Key checklist in the edit dialog; Add Answer stores the question without an answer, Cancel drops it', async () => {
    const { sent, checklistQueries } = serve();
    const { user } = renderWithProviders(<UnderwriterReportBuilder industryId={15468} country="au" templateId={52} />);
    await user.click(await screen.findByRole('button', { name: 'Edit: Property Damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Property Damage' });
    expect(within(dialog).getByRole('textbox', { name: 'Underwriter Comment' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Risk checklist' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Answer: Is flour dust extracted?' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(classesSent(sent[0]!).find((entry) => entry.id === 1)).toEqual({
      id: 1,
      comments: '',
      checked: false,
      checklist: [{ questionId: 902, question: 'Is flour dust extracted?', answer: '' }],
    });
    expect(within(dialog).getByRole('textbox', { name: 'Answer: Is flour dust extracted?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel: Is flour dust extracted?' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(classesSent(sent[1]!).find((entry) => entry.id === 1)).toBeUndefined();
    expect(checklistQueries.map((query) => query.get('type'))).toEqual(['Key']);
  });

  it('uses the checklist it is given when it covers two classes, and shows "no content" for a class without questions', async () => {
    const { checklistQueries } = serve();
    const { user } = renderWithProviders(
      <UnderwriterReportBuilder industryId={15468} country="au" templateId={52} checklistQuestions={keyQuestions} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit: Public Liability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public Liability' });
    await user.click(within(dialog).getByRole('tab', { name: 'Risk checklist' }));
    expect(await within(dialog).findByText('no content')).toBeInTheDocument();
    expect(checklistQueries).toEqual([]);
  });

  it("shows the error's message when a save fails", async () => {
    serve({ failSave: true });
    const { user } = renderWithProviders(<UnderwriterReportBuilder industryId={15468} country="au" templateId={52} />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Crime' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Business Interruption' }));
    expect(await screen.findByText('No report customisation has this template id.')).toBeInTheDocument();
  });
});
