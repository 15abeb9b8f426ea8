import type { Knex } from 'knex';
import { ADMIN_MESSAGES } from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { notFound, rowsRefused } from '../../lib/errors';
import { Match, MatchGroup, Season } from '../../models';
import { checkFixtures, type ImportReport } from './import-check';

/** A dry run's report, or what a confirmed import created and moved. */
export type ImportOutcome = ImportReport | { created: number; updated: number };

const PREDICTIONS_CLOSE_BEFORE_MS = 60_000;

/** The season's group for a match week, created as 'Matchweek N' when missing. */
async function groupForWeek(
  trx: Knex.Transaction,
  seasonId: number,
  week: number,
  created: number[],
): Promise<number> {
  const group = await MatchGroup.query(trx)
    .where({ seasonId, matchWeek: week })
    .orderBy('id')
    .first()
    .select('id');
  if (group) return group.id;
  const { id } = await MatchGroup.query(trx).insert({
    seasonId,
    name: `Matchweek ${week}`,
    matchWeek: week,
  });
  created.push(id);
  return id;
}

/**
 * POST /admin/seasons/{seasonId}/fixtures/import. Without confirm: the dry-run report. With confirm and
 * no problems, in one transaction: every new fixture created (missing 'Matchweek N' groups too,
 * predictions closing a minute before kick-off) and every changed one moved (its predictions close
 * keeping its distance to kick-off; a new week moves it to that week's group), audited as one import
 * event. With confirm and problems: 400 with the report, and nothing changes.
 */
export async function importFixtures(
  deps: AppDeps,
  actorId: number,
  seasonId: number,
  { csv, confirm }: { csv: string; confirm: boolean },
): Promise<ImportOutcome> {
  return deps.knex.transaction(async (trx): Promise<ImportOutcome> => {
    const seasonQuery = Season.query(trx).findById(seasonId).select('id');
    // Locking the season serialises two confirmations of the same file.
    if (confirm) seasonQuery.forUpdate();
    const season = await seasonQuery;
    if (!season) throw notFound(ADMIN_MESSAGES.seasonNotFound);
    const { checked, ...report } = await checkFixtures(trx, seasonId, csv);
    if (!confirm) return report;
    if (report.invalid > 0) throw rowsRefused(ADMIN_MESSAGES.importHasProblems, report);
    const groupsCreated: number[] = [];
    const inserts = [];
    const updatedIds: number[] = [];
    for (const row of report.rows) {
      const { week, existing } = checked.get(row.row)!;
      const matchDate = new Date(row.matchDate!);
      if (row.outcome === 'new') {
        inserts.push({
          seasonId,
          matchGroupId: await groupForWeek(trx, seasonId, week, groupsCreated),
          homeTeamId: row.homeTeam!.id,
          awayTeamId: row.awayTeam!.id,
          matchDate,
          predictionsClose: new Date(matchDate.getTime() - PREDICTIONS_CLOSE_BEFORE_MS),
          matchWeek: week,
          status: 'scheduled' as const,
        });
      } else if (row.outcome === 'changed' && existing) {
        const closeBefore = existing.matchDate.getTime() - existing.predictionsClose.getTime();
        await Match.query(trx)
          .findById(existing.id)
          .patch({
            matchDate,
            predictionsClose: new Date(matchDate.getTime() - closeBefore),
            ...(existing.week === week
              ? {}
              : {
                  matchWeek: week,
                  matchGroupId: await groupForWeek(trx, seasonId, week, groupsCreated),
                }),
          });
        updatedIds.push(existing.id);
      }
    }
    // One multi-row INSERT for the whole file.
    const ids = inserts.length
      ? (await Match.query(trx).insert(inserts)).map((match) => match.id)
      : [];
    await recordAudit(trx, {
      actorId,
      action: 'import_fixtures',
      resource: 'matches',
      resourceId: null,
      after: {
        seasonId,
        created: ids.length,
        matchIds: ids,
        updated: updatedIds.length,
        updatedMatchIds: updatedIds,
        groupsCreated,
      },
    });
    return { created: ids.length, updated: updatedIds.length };
  });
}
