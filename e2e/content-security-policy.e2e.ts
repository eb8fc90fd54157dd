import { expect, inject, it } from 'vitest';
import { logInThroughModal, useBrowserPage } from './support/session.js';

const page = useBrowserPage();

it('runs under its Content-Security-Policy: styled, signed in, and not one violation on the way', async () => {
  const violations: string[] = [];
  await page().exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => Promise<void> }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const base = inject('portalUrl');
  const response = await page().goto(`${base}/`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await logInThroughModal(page(), base, 'adviser.au');
  await page().waitForURL(`${base}/dashboard`);
  await page().getByRole('heading', { level: 1 }).waitFor();
  // styled-components' rules were allowed in: the page's styles come from nonce-stamped <style> tags.
  const styled = await page().evaluate(() => {
    const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
    const tags = [...document.querySelectorAll('style')];
    return {
      nonce,
      tags: tags.length,
      stamped: tags.filter((tag) => tag.nonce === nonce).length,
      rules: tags.reduce((sum, tag) => sum + (tag.sheet?.cssRules.length ?? 0), 0),
    };
  });
  expect(styled.nonce).toBeTruthy();
  expect(styled.tags).toBeGreaterThan(0);
  expect(styled.stamped).toBe(styled.tags);
  expect(styled.rules).toBeGreaterThan(10);
  expect(violations).toEqual([]);
});
