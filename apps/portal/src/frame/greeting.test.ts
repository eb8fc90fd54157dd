// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { writeUserPreview, type UserPreview } from '../session/user-preview-storage';
import { FRAME_PATH, GREETING_SLOT, paintFrameGreeting } from './greeting';

const PREVIEW: UserPreview = {
  person_name: 'Olivia.Chen',
  email: 'olivia.chen@example.com',
  country: 'au',
  app_theme: 'default',
  roles: ['Adviser'],
  points: { cip: 12, cpd: 30, cpdnz: 4 },
};
const MORNING = new Date(2026, 10, 28, 9, 30);

/** The frame's markup as the server sends it: the dashboard's greeting slot, hidden, beside its spinner. */
function frameAt(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><header>Risk Atlas</header><main><h1 ${GREETING_SLOT} hidden></h1><p>Loading your dashboard</p></main></div>`;
  return document.querySelector('h1')!;
}

/** Nothing painted: the slot keeps the hidden state the frame was sent with. */
function expectUnpainted(heading: HTMLElement) {
  expect(paintFrameGreeting(document, MORNING)).toBe(false);
  expect(heading.hidden).toBe(true);
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe("the frame's greeting", () => {
  it("paints a returning user's greeting, from the remembered preview, into the dashboard's heading", () => {
    writeUserPreview(PREVIEW);
    const heading = frameAt(FRAME_PATH);
    expect(paintFrameGreeting(document, MORNING)).toBe(true);
    expect(heading.hidden).toBe(false);
    expect(heading.textContent).toBe('Good Morning, Olivia');
  });

  it('uses the time of day where the page opens', () => {
    writeUserPreview(PREVIEW);
    const heading = frameAt(FRAME_PATH);
    paintFrameGreeting(document, new Date(2026, 10, 28, 19, 5));
    expect(heading.textContent).toBe('Good Evening, Olivia');
  });

  it('paints nothing on a first visit: no preview, and the heading stays hidden', () => {
    const heading = frameAt(FRAME_PATH);
    expectUnpainted(heading);
    expect(heading.textContent).toBe('');
  });

  it('paints nothing on another signed-in page, which is sent the same frame', () => {
    writeUserPreview(PREVIEW);
    expectUnpainted(frameAt('/account/user-profile'));
  });

  it('paints nothing from a stored value that is not a preview', () => {
    window.localStorage.setItem('riskatlas.user-preview', JSON.stringify({ person_name: '<img src=x onerror=alert(1)>' }));
    expectUnpainted(frameAt(FRAME_PATH));
  });

  it('writes the name as text, never as markup', () => {
    writeUserPreview({ ...PREVIEW, person_name: '<img src=x onerror=alert(1)>' });
    const heading = frameAt(FRAME_PATH);
    paintFrameGreeting(document, MORNING);
    expect(heading.querySelector('img')).toBeNull();
    expect(heading.textContent).toBe('Good Morning, <img src=x onerror=alert(1)>');
  });
});
