import { signSessionToken } from '../../src/lib/auth';
import { addMember, createLeagueRow } from '../leagues-fixtures';
import {
  createCompetition,
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  createUser,
  TEST_PASSWORD,
} from '../factories';
import type { TestApp } from '../harness';

export const ROLES = [
  'anonymous',
  'player',
  'otherPlayer',
  'leagueCreator',
  'leagueAdmin',
  'siteAdmin',
  'deactivated',
] as const;
export type Role = (typeof ROLES)[number];

type Person = { id: number; email: string; teamName: string; token: string };

let unique = 0;
/** A short unique suffix for names, groupnames and e-mails made per call. */
export const uid = () => `${process.pid}x${++unique}`;

/**
 * The fixture world of the authorization matrix, made once per test file: one active season with a
 * current match group holding an open match and a closed finished match, a public league (creator,
 * league admin, player as member; otherPlayer outside), an invite-only league and a fan league of the
 * same creator, predictions, a news post, a trophy and its award, a newsletter send.
 */
export async function createWorld(app: TestApp) {
  const { knex } = app;
  const person = async (fields: Parameters<typeof createUser>[1] = {}): Promise<Person> => {
    const user = await createUser(knex, { email: `authz-${uid()}@example.com`, ...fields });
    return {
      id: user.id,
      email: user.email,
      teamName: user.teamName,
      token: await signSessionToken(user.id, app.config.jwtSecret, '1h'),
    };
  };
  const users = {
    player: await person(),
    otherPlayer: await person(),
    leagueCreator: await person(),
    leagueAdmin: await person(),
    siteAdmin: await person({ role: 'admin' }),
    deactivated: await person({ isActive: false }),
  };
  const competition = await createCompetition(knex);
  const season = await createSeason(knex, {
    competitionId: competition.id,
    startDate: '2020-01-01',
    endDate: '2099-12-31',
  });
  const emptySeason = await createSeason(knex, { competitionId: competition.id });
  const matchGroup = await createMatchGroup(knex, season.id);
  const [home, away, third, fourth] = [
    await createTeam(knex),
    await createTeam(knex),
    await createTeam(knex),
    await createTeam(knex),
  ];
  const openMatch = await createMatch(knex, {
    seasonId: season.id,
    matchGroupId: matchGroup.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
  });
  const kickedOff = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  const closedMatch = await createMatch(knex, {
    seasonId: season.id,
    matchGroupId: matchGroup.id,
    homeTeamId: third.id,
    awayTeamId: fourth.id,
    matchDate: kickedOff,
    status: 'finished',
    homeGoals: 2,
    awayGoals: 1,
  });

  const league = await createLeagueRow(knex, {
    seasonId: season.id,
    createdBy: users.leagueCreator.id,
    name: `Authz public ${uid()}`,
  });
  await addMember(knex, league.id, users.leagueAdmin.id, 'admin');
  await addMember(knex, league.id, users.player.id, 'member');
  const inviteLeague = await createLeagueRow(knex, {
    seasonId: season.id,
    createdBy: users.leagueCreator.id,
    type: 'invite_only',
  });
  await addMember(knex, inviteLeague.id, users.player.id, 'member');
  const fanGroupname = `fans-${uid()}`;
  const fanLeague = await createLeagueRow(knex, {
    seasonId: season.id,
    type: 'fanleague',
    groupname: fanGroupname,
  });

  // Open predictions (their goals are private until predictions close) and closed ones.
  const predict = async (
    userId: number,
    matchId: number,
    homeGoals: number,
    awayGoals: number,
    isBanker = false,
  ) => {
    const [row] = await knex('predictions')
      .insert({ userId, matchId, homeGoals, awayGoals, isBanker })
      .returning('*');
    return row as { id: number };
  };
  const openPrediction = await predict(users.player.id, openMatch.id, 7, 6, true);
  await predict(users.leagueCreator.id, openMatch.id, 8, 5);
  await predict(users.player.id, closedMatch.id, 2, 1);
  await predict(users.leagueCreator.id, closedMatch.id, 0, 3);

  const [news] = await knex('newsPosts')
    .insert({
      title: 'Authz news',
      slug: `authz-news-${uid()}`,
      content: '<p>Hello</p>',
      status: 'published',
      publishDate: new Date(Date.now() - 3600_000),
      authorId: users.siteAdmin.id,
    })
    .returning('*');
  const [trophy] = await knex('trophies')
    .insert({ name: 'Authz trophy', description: 'For tests' })
    .returning('*');
  const [award] = await knex('trophyAwards')
    .insert({ trophyId: trophy.id, userId: users.player.id, reason: 'Testing' })
    .returning('*');
  const [send] = await knex('newsletterSends')
    .insert({
      subject: 'Authz',
      bodyText: 'Hello',
      createdBy: users.siteAdmin.id,
      status: 'completed',
    })
    .returning('*');

  /** A fresh public league shaped like the world's (creator, league admin, player as member): for calls that change or delete it. */
  const freshLeague = async (fields: { type?: string; groupname?: string } = {}) => {
    const row = await createLeagueRow(knex, {
      seasonId: season.id,
      createdBy: users.leagueCreator.id,
      ...fields,
    });
    await addMember(knex, row.id, users.leagueAdmin.id, 'admin');
    await addMember(knex, row.id, users.player.id, 'member');
    return row;
  };

  return {
    app,
    knex,
    users,
    password: TEST_PASSWORD,
    competition,
    season,
    emptySeason,
    matchGroup,
    teams: { home, away, third, fourth },
    openMatch,
    closedMatch,
    openPrediction,
    league,
    inviteLeague,
    fanLeague,
    fanGroupname,
    news,
    trophy,
    award,
    send,
    freshLeague,
    tokenOf: (role: Role) => (role === 'anonymous' ? undefined : users[role].token),
  };
}
export type World = Awaited<ReturnType<typeof createWorld>>;
