import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_WARNING } from '../protocol';
import { start } from './runtime';
import { classifySave } from './widgets/report-builder';

/*
 * `<risk-report-builder>` as the runtime defines it, in jsdom (React here; the built runtime's
 * Preact-compat and the real API are covered by e2e/embed-report-builder.e2e.ts).
 */

// Risk Atlas "down": the discard port, where nothing listens, so every API call fails at once.
const runtime = start({ scriptUrl: 'http://127.0.0.1:9/embed/embed.js' });

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('<risk-report-builder>', () => {
  it('observes its inputs and the theme, and RiskAtlas("mount") creates it with props as attributes', () => {
    const element = customElements.get('risk-report-builder') as unknown as { observedAttributes: string[] };
    expect(element.observedAttributes).toEqual(['industry-id', 'mode', 'template-id', 'country', 'theme']);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parent = document.body.appendChild(document.createElement('div'));
    runtime.call(['mount', parent, 'report-builder', { industryId: 12, mode: 'underwriter', templateId: 7 }]);
    const builder = parent.querySelector('risk-report-builder')!;
    expect([...builder.attributes].map(({ name, value }) => [name, value])).toEqual([
      ['industry-id', '12'],
      ['mode', 'underwriter'],
      ['template-id', '7'],
    ]);
  });

  it('shows its error state inside its shadow root when Risk Atlas cannot answer, and empties it on disconnect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const builder = document.createElement('risk-report-builder');
    builder.setAttribute('industry-id', '12');
    document.body.append(builder);

    await vi.waitFor(() => expect(builder.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe(UNAVAILABLE_MESSAGE), {
      timeout: 5000,
    });
    expect(document.body.querySelector('[role="alert"]')).toBeNull();
    expect(warn.mock.calls.every(([message]) => message === UNAVAILABLE_WARNING)).toBe(true);

    builder.remove();
    expect(builder.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('classifySave (when reportsave fires)', () => {
  const loaded = { id: 7, data: { name: 'Loaded' } };

  it('is not a save when a given template loads, nor while nothing is cached', () => {
    expect(classifySave({ id: null, data: undefined }, { id: 7, data: undefined }, null)).toBeNull();
    expect(classifySave({ id: 7, data: undefined }, loaded, null)).toBeNull();
    expect(classifySave(loaded, loaded, null)).toBeNull();
  });

  it('is a save for each new value of the same template after it loaded', () => {
    expect(classifySave(loaded, { id: 7, data: { name: 'Moved' } }, null)).toBe('saved');
  });

  it('is the creating save for the first value of the template this builder created, then plain saves', () => {
    const created = { id: 9, data: { name: '' } };
    expect(classifySave({ id: null, data: undefined }, created, 9)).toBe('created');
    expect(classifySave(created, { id: 9, data: { name: 'Again' } }, 9)).toBe('saved');
  });
});
