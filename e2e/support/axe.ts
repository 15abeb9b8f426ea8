import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One readable line per element: rule, impact, what to fix, where. */
function describe(violation: Violation): string[] {
  return violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
    return `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}: ${html}${summary ? ` (${summary})` : ''}`;
  });
}

/**
 * Runs axe on the page as it is now and answers its serious and critical violations, one line per
 * failing element with its rule and how to fix it. Minor and moderate findings are not answered.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank tab to merge each frame's
  // results, which costs a tab per check and failed on the newsletter page. Our frames are all
  // same-origin (the e-mail preview), which legacy mode still checks.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.filter((v) => v.impact && BLOCKING.has(v.impact)).flatMap(describe);
}

/** Fails on any serious or critical axe violation of the page as it is now, listing each one. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page), `serious or critical axe violations on ${page.url()}`).toEqual(
    [],
  );
}
