import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleSheetManager } from 'styled-components';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, renderWithProviders, testApiBaseUrl } from '../test-utils';
import { hazardEntries } from '../test-utils/industry-fixtures';
import { savedTailored } from './fixtures';
import { TailoredReportBuilder } from './TailoredReportBuilder';

// ProseMirror measures the caret and asks where the pointer is; jsdom has no layout to answer from.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null });
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  method: string;
  path: string;
  body: { name: string; customizations: { section: string; customization: string }[] } & Record<string, unknown>;
}

function serve({
  saved = savedTailored({ recommended: [1, 2, 3], for_review: [6], for_consideration: [7, 10] }),
  failSave = false,
  slowLoad = false,
} = {}) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as Sent['body'];
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(`${testApiBaseUrl}/industries/15468/hazard_index/au`, () => HttpResponse.json({ data: hazardEntries })),
    http.get(`${testApiBaseUrl}/user/reports/customizations/41`, async () => {
      if (slowLoad) await delay('infinite');
      return HttpResponse.json(saved);
    }),
    http.post(`${testApiBaseUrl}/user/reports/customizations`, async ({ request }) => {
      const body = await record(request);
      return HttpResponse.json({ ...saved, id: 77, name: body.name, customizations: body.customizations }, { status: 201 });
    }),
    http.put(`${testApiBaseUrl}/user/reports/customizations/41`, async ({ request }) => {
      const body = await record(request);
      if (failSave)
        return HttpResponse.json({ code: 'bad_request', message: 'The hazard_index customization is invalid.' }, { status: 400 });
      return HttpResponse.json({
        ...saved,
        name: body.name,
        customizations: body.customizations.length ? body.customizations : saved.customizations,
      });
    }),
  );
  return sent;
}

const groupNamed = (name: string) => screen.getByRole('region', { name });
const classesIn = (name: string) =>
  within(groupNamed(name))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('data-class-name'));
const grouping = (body: Sent['body']) =>
  Object.fromEntries(
    (
      JSON.parse(body.customizations.find((entry) => entry.section === 'hazard_index')!.customization) as {
        grouping: { id: string; classes: number[] }[];
      }
    ).grouping.map((group) => [group.id, group.classes]),
  );

describe('TailoredReportBuilder', () => {
  it('starts with every class recommended when nothing is saved yet', async () => {
    serve();
    renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" />);
    await screen.findByRole('region', { name: 'Recommended' });
    expect(classesIn('Recommended')).toEqual([
      'Property Damage',
      'Business Interruption',
      'Crime',
      'Public Liability',
      'Product Liability',
      'Employer Liability / Workers Compensation',
      'Core',
    ]);
    expect(classesIn('Currently insured')).toEqual([]);
    expect(classesIn('Not currently insured')).toEqual([]);
  });

  it('offers a restricted user only their active classes', async () => {
    serve();
    renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" documentsAssessments={[1, 6]} />);
    await screen.findByRole('region', { name: 'Recommended' });
    expect(classesIn('Recommended')).toEqual(['Property Damage', 'Public Liability']);
  });

  it('moving a class with its Move to… menu saves the whole grouping, says Saved, and reports the new template', async () => {
    const sent = serve();
    const created = vi.fn();
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" onTemplateCreated={created} />);
    await user.click(await screen.findByRole('button', { name: 'Move to… Crime' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Not currently insured' }));
    expect(classesIn('Not currently insured')).toEqual(['Crime']);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', body: { industryId: 15468, report_type: 'tailored' } });
    expect(grouping(sent[0]!.body)).toEqual({ recommended: [1, 2, 6, 7, 10, 13], for_review: [], for_consideration: [3] });
    expect(created).toHaveBeenCalledWith(77);
  });

  it('loads a saved grouping and moves a class with the keyboard only', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" templateId={41} />);
    await waitFor(() => expect(classesIn('Currently insured')).toEqual(['Public Liability']));
    expect(classesIn('Not currently insured')).toEqual(['Product Liability', 'Employer Liability / Workers Compensation']);
    const menuButton = screen.getByRole('button', { name: 'Move to… Public Liability' });
    while (document.activeElement !== menuButton) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeInTheDocument());
    const target = screen.getByRole('menuitem', { name: 'Not currently insured' });
    while (document.activeElement !== target) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await screen.findByText('Saved');
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/user/reports/customizations/41']);
    expect(grouping(sent[0]!.body)).toEqual({ recommended: [1, 2, 3, 13], for_review: [], for_consideration: [7, 10, 6] });
    expect(sent[0]!.body).toMatchObject({ id: 41, industryId: 15468, name: 'Crusty Loaves Pty Ltd' });
  });

  it("shows the error's message when a save fails", async () => {
    serve({ failSave: true });
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" templateId={41} />);
    await user.click(await screen.findByRole('button', { name: 'Move to… Crime' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Currently insured' }));
    expect(await screen.findByText('The hazard_index customization is invalid.')).toBeInTheDocument();
  });

  it('blocks dragging and moving while the saved customisation loads', async () => {
    serve({ slowLoad: true });
    renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" templateId={41} />);
    expect(await screen.findByText('Loading your saved report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag Crime' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move to… Crime' })).toBeDisabled();
  });

  it('saves the insured business name 500 ms after typing stops, only once the customisation is not pristine', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" />);
    const name = await screen.findByRole('textbox', { name: 'Insured business name' });
    await user.type(name, 'Crusty');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(sent).toEqual([]);
  });

  it('saves a name typed into a loaded customisation once, after the pause', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" templateId={41} />);
    const name = await screen.findByRole('textbox', { name: 'Insured business name' });
    await waitFor(() => expect(name).toHaveValue('Crusty Loaves Pty Ltd'));
    await user.clear(name);
    await user.type(name, 'Sourdough Co');
    await screen.findByText('Saved');
    expect(sent.map((entry) => [entry.method, entry.body.name, entry.body.customizations])).toEqual([['PUT', 'Sourdough Co', []]]);
  });

  it('saves a comment written in bold as HTML, 500 ms after typing stops', async () => {
    const sent = serve();
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" templateId={41} />);
    await user.click(await screen.findByRole('button', { name: 'Edit comment: Crime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crime' });
    const editor = within(dialog).getByRole('textbox', { name: 'Comment' });
    await user.click(editor);
    await user.click(within(dialog).getByRole('button', { name: 'Bold' }));
    await user.type(editor, 'Cash office');
    await screen.findByText('Saved');
    const saved = JSON.parse(sent.at(-1)!.body.customizations[0]!.customization) as { comments: { id: number; comment: string }[] };
    expect(saved.comments).toEqual([{ id: 3, comment: '<p><strong>Cash office</strong></p>' }]);
  });

  it('saves an emptied editor as an empty comment', async () => {
    const sent = serve({
      saved: savedTailored({ recommended: [1, 2, 3], for_review: [6], for_consideration: [7, 10] }, [{ id: 3, comment: '<p>x</p>' }]),
    });
    const { user } = renderWithProviders(<TailoredReportBuilder industryId={15468} country="au" templateId={41} />);
    await user.click(await screen.findByRole('button', { name: 'Edit comment: Crime' }));
    const editor = within(await screen.findByRole('dialog', { name: 'Crime' })).getByRole('textbox', { name: 'Comment' });
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await screen.findByText('Saved');
    const saved = JSON.parse(sent.at(-1)!.body.customizations[0]!.customization) as { comments: { id: number; comment: string }[] };
    expect(saved.comments).toEqual([{ id: 3, comment: '' }]);
  });

  it('keeps its menu, drag announcements and styles inside a shadow root', async () => {
    serve();
    const host = document.createElement('risk-test-embed');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadowRoot.append(mount);
    const user = userEvent.setup();
    render(
      <StyleSheetManager target={shadowRoot as unknown as HTMLElement}>
        <Providers>
          <TailoredReportBuilder industryId={15468} country="au" />
        </Providers>
      </StyleSheetManager>,
      { container: mount },
    );
    const inShadow = within(shadowRoot as unknown as HTMLElement);
    await user.click(await inShadow.findByRole('button', { name: 'Move to… Crime' }));
    const menu = await inShadow.findByRole('menu');
    expect(shadowRoot.contains(menu)).toBe(true);
    expect(document.body.querySelector('[role="menu"]')).toBeNull();
    // dnd-kit's live region and instructions, which it would otherwise put in document.body.
    expect(shadowRoot.querySelector('[id^="DndLiveRegion"]')).not.toBeNull();
    expect(document.body.querySelector('[id^="DndLiveRegion"]')).toBeNull();
    expect(shadowRoot.querySelectorAll('style').length).toBeGreaterThan(0);
    host.remove();
  });
});
