import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html = '<p><strong>Property Damage</strong> is <em>high</em>.</p><ul><li>Ovens</li></ul><h3>Notes</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers, frames and javascript: links', () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<style>p{}</style><iframe src="https://x"></iframe><img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('opens links in a new tab without giving the target page access to ours', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self">Guide</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Guide</a>',
    );
  });
});
