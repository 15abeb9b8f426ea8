import { FIXTURE_OUTCOMES } from '@predictor/contracts/constants';
import type { FixtureOutcome, FixtureReport } from '@predictor/contracts/types';

export type OutcomeCounts = Record<FixtureOutcome, number>;

/** How many rows of the dry run have each outcome. */
export function countOutcomes(rows: FixtureReport['rows']): OutcomeCounts {
  const counts = Object.fromEntries(FIXTURE_OUTCOMES.map((o) => [o, 0])) as OutcomeCounts;
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

/** Import is offered when no row has an error and at least one would create or move a match. */
export const canImport = (counts: OutcomeCounts) =>
  counts.error === 0 && counts.new + counts.changed > 0;
