import { ADMIN_MESSAGES } from '@predictor/contracts';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { Match } from '../../models';
import { MONTH_OF } from '../scoring/scoring-sql';
import { scoreMatch } from '../scoring/service';
import { loadAdminMatches, type AdminMatch } from './admin-presenter';

/**
 * POST /admin/matches/shift: moves kick-off and predictions close of the given matches by `minutes`
 * (negative moves earlier), re-scores those whose counted month changed, and audits each match. One
 * transaction on both databases, unlike the results grid: sent twice a shift moves twice, so it must
 * never be left half done.
 */
export async function shiftMatches(
  deps: AppDeps,
  actorId: number,
  input: { matchIds: number[]; minutes: number },
) {
  const { minutes } = input;
  const ids = [...new Set(input.matchIds)].sort((a, b) => a - b);
  return deps.knex.transaction(async (trx) => {
    const before = await Match.query(trx)
      .whereIn('id', ids)
      .orderBy('id')
      .forUpdate()
      .select('id', 'matchDate', 'predictionsClose');
    const missing = ids.filter((id) => !before.some((b) => b.id === id));
    if (missing.length) throw notFound(`${ADMIN_MESSAGES.matchNotFound}: ${missing.join(', ')}`);
    // One statement moves every match by the same interval, computed in SQL from each stored date.
    await Match.query(trx)
      .whereIn('id', ids)
      .patch({
        matchDate: raw('match_date + make_interval(mins => ?)', [minutes]),
        predictionsClose: raw('predictions_close + make_interval(mins => ?)', [minutes]),
      });
    // Only a counted match now in another month has totals to move; scoring the others changes nothing.
    const moved = await Match.query(trx)
      .whereIn('id', ids)
      .whereRaw(`counted_period <> ${MONTH_OF('match_date')}`)
      .select('id');
    for (const { id } of moved) await scoreMatch(trx, id);
    const matches = await loadAdminMatches(trx, ids);
    for (const b of before) {
      const after = matches.find((m) => m.id === b.id)!;
      await recordShift(trx, actorId, b, after, minutes);
    }
    return { updated: matches.length, matches };
  });
}

async function recordShift(
  trx: Knex.Transaction,
  actorId: number,
  before: Pick<Match, 'id' | 'matchDate' | 'predictionsClose'>,
  after: AdminMatch,
  minutes: number,
) {
  await recordAudit(trx, {
    actorId,
    action: 'shift',
    resource: 'matches',
    resourceId: before.id,
    before: {
      matchDate: new Date(before.matchDate).toISOString(),
      predictionsClose: new Date(before.predictionsClose).toISOString(),
    },
    after: { matchDate: after.matchDate, predictionsClose: after.predictionsClose, minutes },
  });
}
