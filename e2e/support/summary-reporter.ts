import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One closing line with the counts, easy to find in CI logs: "E2E summary: 12 passed, 0 failed ...". */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();
  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult) {
    const count = (outcome: string) =>
      [...this.outcomes.values()].filter((o) => o === outcome).length;
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(
      `E2E summary: ${count('expected')} passed, ${count('unexpected')} failed, ${count('flaky')} flaky, ` +
        `${count('skipped')} skipped in ${seconds}s (${result.status})`,
    );
  }
}
