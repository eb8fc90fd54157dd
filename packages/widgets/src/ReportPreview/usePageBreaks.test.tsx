import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageBreaks } from './usePageBreaks';

afterEach(() => vi.restoreAllMocks());

/** jsdom has no layout: each element's top comes from its `data-top`. */
function layOutFromDataTop() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = Number(this.getAttribute('data-top') ?? 0);
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
  });
}

/** Three report parts: the second follows the first on its page, the third starts a page. */
function Document() {
  const ref = useRef<HTMLElement>(null);
  usePageBreaks(ref, true);
  return (
    <article ref={ref}>
      <section data-report-page data-top="0">
        <table data-report-table data-top="300" />
      </section>
      <section data-report-page data-continues-page data-top="500">
        <table data-report-table data-top="800" />
      </section>
      <section data-report-page data-top="1000">
        <table data-report-table data-top="1100" />
      </section>
    </article>
  );
}

describe('usePageBreaks', () => {
  it('measures a table from the top of the part that starts its printed page, not from its own part', () => {
    layOutFromDataTop();
    const { container } = render(<Document />);
    const breaks = [...container.querySelectorAll('table')].map((table) => table.getAttribute('data-page-break'));
    // 800 below its page's top leaves 122 of 922 units, under the 220 a table needs; the part that
    // starts a page measures its table (100 down) from itself.
    expect(breaks).toEqual([null, 'true', null]);
  });
});
