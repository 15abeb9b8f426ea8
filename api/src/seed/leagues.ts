import { randomInt } from 'node:crypto';
import type { LeagueType } from '@predictor/contracts/types';
import type { Knex } from 'knex';
import type { Random } from './random';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY = 24 * 3600 * 1000;

/** An 8-character invite code without look-alike characters (no 0/O, 1/I/L). */
export function inviteCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export type SeedPlayer = { id: number; createdAt: Date; favouriteTeamId: number | null };

type LeaguePlan = {
  name: string;
  description: string;
  seasonId: number;
  type: LeagueType;
  maxMembers: number | null;
  groupname?: string;
  creatorId: number;
  members: number[];
};

/** 'Leeds United' → 'leeds-united-fans' */
export const fanGroupname = (teamName: string) =>
  `${teamName
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-fans`.slice(0, 50);

/**
 * Leagues of every type: official ones run by the admin, public and invite-only ones created by
 * players (with a league admin or two), and fan leagues of the clubs with the most fans, whose
 * members are the players supporting that club.
 */
export async function seedLeagues(
  trx: Knex.Transaction,
  options: {
    random: Random;
    now: Date;
    adminId: number;
    players: SeedPlayer[];
    seasonByTier: Map<number, number>;
    teams: { id: number; name: string; tier: number }[];
  },
): Promise<number> {
  const { random, now, adminId, players, seasonByTier, teams } = options;
  const pl = seasonByTier.get(1)!;
  const some = (count: number, from = players) =>
    random
      .shuffle(from)
      .slice(0, count)
      .map((p) => p.id);
  const tierOf = new Map(teams.map((t) => [t.id, t.tier]));
  const fansOf = (teamId: number) =>
    players.filter((p) => p.favouriteTeamId === teamId).map((p) => p.id);

  const plans: LeaguePlan[] = [
    {
      name: 'Premier League Official',
      description: 'The official league of the Premier League season. Everyone is welcome.',
      seasonId: pl,
      type: 'official',
      maxMembers: null,
      creatorId: adminId,
      members: some(Math.round(players.length * 0.7)),
    },
    {
      name: 'Championship Official',
      description: 'The official Championship league.',
      seasonId: seasonByTier.get(2)!,
      type: 'official',
      maxMembers: null,
      creatorId: adminId,
      members: [
        ...new Set([
          ...players
            .filter((p) => p.favouriteTeamId && tierOf.get(p.favouriteTeamId) === 2)
            .map((p) => p.id),
          ...some(15),
        ]),
      ],
    },
    {
      name: "The Pundits' Table",
      description: 'Think you know better than the telly? Prove it.',
      seasonId: pl,
      type: 'public',
      maxMembers: 50,
      creatorId: 0,
      members: some(40),
    },
    {
      name: 'Sunday League Legends',
      description: 'Hungover predictions since 2019.',
      seasonId: pl,
      type: 'public',
      maxMembers: null,
      creatorId: 0,
      members: some(60),
    },
    {
      name: 'Office Sweepstake',
      description: 'Loser buys the Friday doughnuts.',
      seasonId: pl,
      type: 'public',
      maxMembers: 30,
      creatorId: 0,
      members: some(22),
    },
    {
      name: 'Lower League Lovers',
      description: 'Real football: League Two, every week.',
      seasonId: seasonByTier.get(4)!,
      type: 'public',
      maxMembers: null,
      creatorId: 0,
      members: some(18),
    },
    {
      name: 'Family & Friends',
      description: 'Private league for the family group chat.',
      seasonId: pl,
      type: 'invite_only',
      maxMembers: 20,
      creatorId: 0,
      members: some(12),
    },
    {
      name: 'The Five-a-Side Lot',
      description: 'Tuesday night five-a-side, Saturday predictions.',
      seasonId: pl,
      type: 'invite_only',
      maxMembers: null,
      creatorId: 0,
      members: some(9),
    },
  ];

  // Fan leagues for the three Premier League clubs with the most fans, and the best-supported club below.
  const byFans = teams
    .map((t) => ({ ...t, fans: fansOf(t.id) }))
    .filter((t) => t.fans.length > 0)
    .sort((a, b) => b.fans.length - a.fans.length || a.id - b.id);
  const fanClubs = [
    ...byFans.filter((t) => t.tier === 1).slice(0, 3),
    ...byFans.filter((t) => t.tier > 1).slice(0, 1),
  ];
  for (const club of fanClubs) {
    plans.push({
      name: `${club.name} Fans`,
      description: `The fan league of ${club.name} supporters. Pick ${club.name} as your favourite team and join!`,
      seasonId: seasonByTier.get(club.tier)!,
      type: 'fanleague',
      maxMembers: null,
      groupname: fanGroupname(club.name),
      creatorId: adminId,
      members: club.fans,
    });
  }

  const codes = new Set<string>();
  const byId = new Map(players.map((p) => [p.id, p]));
  const memberRows: object[] = [];
  for (const plan of plans) {
    const members = plan.members.slice(0, plan.maxMembers ? plan.maxMembers - 1 : undefined);
    const creatorId = plan.creatorId || members.shift() || adminId;
    let code = inviteCode();
    while (codes.has(code)) code = inviteCode();
    codes.add(code);
    const createdAt = new Date(now.getTime() - random.int(40, 150) * DAY);
    const [league] = await trx('leagues')
      .insert({
        name: plan.name,
        description: plan.description,
        seasonId: plan.seasonId,
        type: plan.type,
        maxMembers: plan.maxMembers,
        groupname: plan.groupname ?? null,
        inviteCode: code,
        createdBy: creatorId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning(['id']);
    memberRows.push({
      leagueId: league.id,
      userId: creatorId,
      role: 'creator',
      joinedAt: createdAt,
    });
    const admins = plan.type === 'public' || plan.type === 'invite_only' ? random.int(1, 2) : 0;
    members
      .filter((id) => id !== creatorId)
      .forEach((userId, index) => {
        const joinedFrom = Math.max(
          createdAt.getTime(),
          byId.get(userId)?.createdAt.getTime() ?? createdAt.getTime(),
        );
        const joinedAt = new Date(
          Math.min(now.getTime(), joinedFrom + random.int(0, 10 * 86_400) * 1000),
        );
        memberRows.push({
          leagueId: league.id,
          userId,
          role: index < admins ? 'admin' : 'member',
          joinedAt,
        });
      });
  }
  for (let i = 0; i < memberRows.length; i += 1000)
    await trx('league_members').insert(memberRows.slice(i, i + 1000));
  return plans.length;
}
