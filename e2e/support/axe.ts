import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A and AA rules) in the page and returns its violations, summarised. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the portal's CSP refuses inline
  // scripts, and the audit must run against the page exactly as users get it.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // Colour contrast is judged on the settled page: a header fading its background on navigation
    // would otherwise be measured mid-transition. Endless animations (spinners) are not waited for.
    const settling = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/**
 * Axe violations inside `<main>`, where the industry pages render. The shell around it (header badges)
 * belongs to another issue and has its own audit.
 */
export async function violationsInMain(p: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(p);
  const inMain = await p.evaluate(
    (targets) => targets.map((selectors) => selectors.filter((selector) => document.querySelector(selector)?.closest('main') != null)),
    violations.map((violation) => violation.targets),
  );
  return violations
    .map((violation, index) => ({ ...violation, targets: inMain[index] ?? [] }))
    .filter((violation) => violation.targets.length > 0);
}
