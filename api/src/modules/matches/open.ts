/*
 * "Open for predictions" in SQL: the same rule as isOpenForPredictions and deadlinePassed of
 * @predictor/contracts/rules, which the API uses in TypeScript (open.test.ts checks both agree at
 * the deadline). Every query that asks whether a match takes predictions uses these fragments
 * (open-rule.test.ts fails on a copy). `now` is always the API's clock (deps.now()), passed as a
 * binding, never the database's now().
 */
import { CLOSED_STATUSES } from '@predictor/contracts/rules';

const CLOSED_LIST = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');

/** deadlinePassed in SQL over match alias `m`, with `now` a binding placeholder (`?` or `:now`). */
export const deadlinePassedSql = (m: string, now: string) => `${m}.predictions_close <= ${now}`;

/** isOpenForPredictions in SQL over match alias `m`, with `now` a binding placeholder (`?` or `:now`). */
export const openSql = (m: string, now: string) =>
  `(NOT (${deadlinePassedSql(m, now)}) AND ${m}.status NOT IN (${CLOSED_LIST}))`;
