import type { AppDeps, JobDeps } from '../../lib/context';
import { sendClaimedMail } from '../newsletter/claimed-mail';
import { pushToUser } from '../push/send';
import { roundWinners } from '../leaderboards/rounds';
import { describeMove, pts, recapMail, type TableMove } from './mail';
import {
  completedWeeks,
  leaguesOf,
  nextDeadline,
  positionsOf,
  recipients,
  seasonTablesAroundWeek,
  type CompletedWeek,
  type Recipient,
} from './week';

/** The pg-boss queue of the recap job (jobs/runner.ts also runs it on a cron). */
export const RECAPS_QUEUE = 'round-recaps';

/**
 * After results were saved: asks whichever runner takes the job to send the recaps of weeks now
 * complete (never inline in the request). Without a runner, or if this fails, the cron sends them.
 */
export async function requestRecaps(deps: Pick<AppDeps, 'jobs' | 'log'>): Promise<void> {
  await deps.jobs
    ?.send(RECAPS_QUEUE, {})
    .catch((error) => deps.log.error({ err: error }, 'recap job not queued; the cron sends it'));
}

/**
 * Sends the recap of every completed week to each player who predicted in it and has not had it.
 * By e-mail, push or both as each player chose; claimed like reminders (reminders/send.ts): the
 * (user, week) row first, sent_at after the mailer accepted (or the push was handed over); a crash in
 * between loses that recap rather than sending it twice.
 */
export async function sendRoundRecaps(deps: JobDeps): Promise<number> {
  let sent = 0;
  for (const week of await completedWeeks(deps.knex, deps.now()))
    sent += await recapWeek(deps, week);
  return sent;
}

async function recapWeek(deps: JobDeps, week: CompletedWeek): Promise<number> {
  const players = await recipients(deps.knex, week.matchGroupId);
  const { after, before } = await seasonTablesAroundWeek(
    deps.knex,
    week.seasonId,
    week.matchGroupId,
  );
  const season = { after: positionsOf(after), before: positionsOf(before) };
  const leagues = (
    await leaguesOf(
      deps.knex,
      week.seasonId,
      players.map((p) => p.userId),
    )
  ).map((league) => {
    const zero = { totalPoints: 0, correctResults: 0, exactScores: 0, exactGoals: 0 };
    const table = (totals: typeof after) =>
      positionsOf(new Map(league.members.map((id) => [id, totals.get(id) ?? zero])));
    return { ...league, after: table(after), before: table(before) };
  });
  const next = await nextDeadline(deps.knex, week.seasonId, deps.now());
  const winners = await roundWinners(deps.knex, week.matchGroupId);

  let sent = 0;
  for (const player of players) {
    const key = { userId: player.userId, matchGroupId: week.matchGroupId };
    const claimed = await deps
      .knex('round_recaps')
      .insert({ ...key, claimedAt: deps.now() })
      .onConflict(['userId', 'matchGroupId'])
      .ignore()
      .returning('userId');
    if (claimed.length === 0) continue;
    const moves: TableMove[] = [
      {
        table: `${week.competitionName} table`,
        before: season.before.get(player.userId),
        after: season.after.get(player.userId),
      },
      ...leagues
        .filter((league) => league.members.includes(player.userId))
        .map((league) => ({
          table: `League ${league.name}`,
          before: league.before.get(player.userId),
          after: league.after.get(player.userId),
        })),
    ];
    if (player.byEmail) {
      const mailed = await sendClaimedMail(
        deps,
        { table: 'round_recaps', key, what: 'round recap' },
        player,
        'all',
        (brand, links) => recapMail(week, player, moves, next, winners, brand, links),
      );
      if (!mailed) continue;
    }
    if (player.byPush) {
      await pushToUser(deps, player.userId, recapPush(week, player, moves[0]), {
        ttlSeconds: 2 * 24 * 3600,
      });
      if (!player.byEmail)
        await deps.knex('round_recaps').where(key).update({ sentAt: deps.now() });
    }
    sent += 1;
  }
  return sent;
}

/** The recap as a notification: the week's points and the season table's move; opens My Predictions. */
export function recapPush(week: CompletedWeek, player: Recipient, season: TableMove) {
  return {
    title: `${week.competitionName} – ${week.weekName}: you scored ${pts(player.points)}`,
    body: `Every result is in. ${season.table}: ${describeMove(season)}.`,
    url: '/my-predictions',
    tag: `results-${week.matchGroupId}`,
    kind: 'results' as const,
  };
}
