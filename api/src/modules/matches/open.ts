/*
 * When a match takes predictions, judged on the server's clock (`now` is always the API's
 * deps.now(), passed into SQL as a binding, never the database's now()). The TypeScript and SQL
 * forms are one rule; open.test.ts checks they agree at the deadline.
 */

/** A match with this status takes no prediction whatever its deadline (a postponed one may reopen). */
export const CLOSED_STATUSES = ['cancelled', 'finished'] as const;

type Deadline = { predictionsClose: Date | string };

/** The deadline has passed: predictions are locked and other players' predictions may be shown. */
export function deadlinePassed(match: Deadline, now: Date): boolean {
  return new Date(match.predictionsClose).getTime() <= now.getTime();
}

/** Open for predictions: before predictionsClose, and neither cancelled nor finished. */
export function isOpen(match: Deadline & { status: string }, now: Date): boolean {
  return (
    !deadlinePassed(match, now) && !(CLOSED_STATUSES as readonly string[]).includes(match.status)
  );
}

const CLOSED_LIST = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');

/** deadlinePassed in SQL over match alias `m`, with `now` a binding placeholder (`?` or `:now`). */
export const deadlinePassedSql = (m: string, now: string) => `${m}.predictions_close <= ${now}`;

/** isOpen in SQL over match alias `m`, with `now` a binding placeholder (`?` or `:now`). */
export const openSql = (m: string, now: string) =>
  `(NOT (${deadlinePassedSql(m, now)}) AND ${m}.status NOT IN (${CLOSED_LIST}))`;
