import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { SafeHtml } from './SafeHtml';
import { htmlHasText, sanitizeHtml } from './sanitize';

describe('SafeHtml', () => {
  it('keeps text formatting', () => {
    const { container } = renderWithProviders(<SafeHtml html="<p>Fire <strong>load</strong></p><ul><li>Ovens</li></ul>" />);
    expect(container.querySelector('strong')?.textContent).toBe('load');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('removes scripts, event handlers, frames and styles', () => {
    const { container } = renderWithProviders(
      <SafeHtml
        html={
          '<img src=x onerror="window.hit=1"><script>window.hit=1</script><iframe src="https://example.com"></iframe><p style="color:red" onclick="x()">Text</p>'
        }
      />,
    );
    expect(container.querySelector('img, script, iframe, [style], [onclick]')).toBeNull();
    expect(container.textContent).toBe('Text');
  });

  it('drops javascript: and data: links and opens web links in a new tab without an opener', () => {
    const { container } = renderWithProviders(
      <SafeHtml
        html={'<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://example.org">c</a><a href="#part">d</a>'}
      />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, 'https://example.org', '#part']);
    expect(links[2]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[2]?.getAttribute('target')).toBe('_blank');
    expect(links[3]?.hasAttribute('target')).toBe(false);
  });

  it('renders as the element asked for', () => {
    const { container } = renderWithProviders(<SafeHtml as="section" html="<p>x</p>" />);
    expect(container.querySelector('section > p')).not.toBeNull();
  });
});

describe('htmlHasText', () => {
  it("is false for an editor's empty paragraph and true once there are words", () => {
    expect(htmlHasText('<p></p>')).toBe(false);
    expect(htmlHasText('<p>&nbsp;</p>')).toBe(false);
    expect(htmlHasText('<p>Hello</p>')).toBe(true);
    expect(sanitizeHtml('<svg><script>1</script></svg>ok')).toBe('ok');
  });
});
