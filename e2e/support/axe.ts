import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One readable line per element: rule, impact, what to fix, where. */
function describe(violation: Violation): string[] {
  return violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}${summary ? ` (${summary})` : ''}`;
  });
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * failing element with its rule and how to fix it. Minor and moderate findings are not failures.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(blocking.flatMap(describe), `serious or critical axe violations on ${page.url()}`).toEqual(
    [],
  );
}
