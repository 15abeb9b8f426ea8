import type { Knex } from 'knex';
import { createMatch, createMatchGroup, createSeason, createUser } from './factories';

const HOUR = 3600_000;

/** A week (match group) of `closes.length` matches whose predictions close at those times (kick-off an hour later). */
export async function createWeek(knex: Knex, seasonId: number, closes: Date[]) {
  const group = await createMatchGroup(knex, seasonId);
  const matches = [];
  for (const close of closes)
    matches.push(
      await createMatch(knex, {
        seasonId,
        matchGroupId: group.id,
        predictionsClose: close,
        matchDate: new Date(close.getTime() + HOUR),
      }),
    );
  return { group, matches };
}

/** A season with a player in it (a prediction on a match of an earlier week). */
export async function createSeasonWithPlayer(knex: Knex, fields: Record<string, unknown> = {}) {
  const season = await createSeason(knex);
  const user = await createUser(knex);
  if (Object.keys(fields).length) await knex('users').where({ id: user.id }).update(fields);
  const earlier = await createWeek(knex, season.id, [new Date('2020-01-01T12:00:00Z')]);
  await predict(knex, user.id, earlier.matches[0].id);
  return { season, user };
}

export const predict = (
  knex: Knex,
  userId: number,
  matchId: number,
  isBanker = false,
  goals = [1, 0],
) =>
  knex('predictions').insert({
    userId,
    matchId,
    homeGoals: goals[0],
    awayGoals: goals[1],
    isBanker,
  });
