/*
 * The personal calendar feed (iCalendar, RFC 5545): one event per round whose predictions the player
 * still owes, and, when asked, their favourite team's fixtures. The rounds are one hand-written SQL
 * statement over every open round (set-based, the reminders' rule from predictions/missing-picks.ts);
 * the fixtures a plain knex read. Every time is UTC ('Z'), so the feed needs no VTIMEZONE.
 */
import ical, {
  ICalAlarmType,
  ICalEventTransparency,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';
import { openSql } from '../matches/open';
import {
  missingPicksColumns,
  OWES_PICKS,
  playsSeasonSql,
  type OwedRound,
} from '../predictions/missing-picks';

const MINUTE = 60_000;
/** A deadline event's length: long enough to show in a day view, short enough not to fill it. */
const DEADLINE_MINUTES = 15;
/** A fixture's length: 90 minutes, half time and stoppages. */
const MATCH_MINUTES = 105;
/** The favourite team's fixtures from this many days ago onwards, at most FIXTURES_CAP of them. */
const FIXTURES_SINCE_DAYS = 7;
const FIXTURES_CAP = 200;
/** The alarm's lead when the player turned deadline e-mails off (lead time 0). */
const DEFAULT_ALARM_HOURS = 2;
/** How often calendar apps should fetch the feed again. */
const REFRESH_SECONDS = 3600;

/**
 * The rounds (match groups) with an open match in which the player owes picks: a prediction on an
 * open match, or the banker while a match is open; only in seasons the player plays (a prediction in
 * them), as the deadline reminders choose them. Oldest deadline first.
 */
export async function owedRounds(knex: Knex, userId: number, now: Date): Promise<OwedRound[]> {
  const result = await knex.raw(
    `WITH rounds AS (
       SELECT m.match_group_id, min(m.predictions_close) AS first_close
       FROM matches m
       WHERE m.match_group_id IS NOT NULL AND ${openSql('m', ':now')}
       GROUP BY m.match_group_id
     ),
     candidates AS (
       SELECT r.match_group_id, g.season_id, g.name AS week_name, c.name AS competition_name, r.first_close,
              ${missingPicksColumns('r.match_group_id', ':userId', ':now')}
       FROM rounds r
       JOIN match_groups g ON g.id = r.match_group_id
       JOIN seasons s ON s.id = g.season_id
       JOIN competitions c ON c.id = s.competition_id
       WHERE ${playsSeasonSql(':userId', 'g.season_id')}
     )
     SELECT * FROM candidates WHERE ${OWES_PICKS}
     ORDER BY first_close, match_group_id`,
    { now, userId },
  );
  return camelRows<OwedRound & { anyOpen: boolean }>(result).map(
    ({ anyOpen: _chosenBy, ...round }) => round,
  );
}

export type Fixture = {
  id: number;
  matchDate: Date;
  status: string;
  homeGoals: number | null;
  awayGoals: number | null;
  venue: string | null;
  homeName: string;
  awayName: string;
  competitionName: string;
};

/** The team's matches not cancelled, from a week before `now` onwards (at most 200), by kick-off. */
export function teamFixtures(knex: Knex, teamId: number, now: Date): Promise<Fixture[]> {
  return knex('matches as m')
    .join('teams as ht', 'ht.id', 'm.homeTeamId')
    .join('teams as at', 'at.id', 'm.awayTeamId')
    .join('seasons as s', 's.id', 'm.seasonId')
    .join('competitions as c', 'c.id', 's.competitionId')
    .where((q) => q.where('m.homeTeamId', teamId).orWhere('m.awayTeamId', teamId))
    .whereNot('m.status', 'cancelled')
    .where('m.matchDate', '>=', new Date(now.getTime() - FIXTURES_SINCE_DAYS * 24 * 60 * MINUTE))
    .orderBy('m.matchDate')
    .orderBy('m.id')
    .limit(FIXTURES_CAP)
    .select(
      'm.id',
      'm.matchDate',
      'm.status',
      'm.homeGoals',
      'm.awayGoals',
      'm.venue',
      'ht.name as homeName',
      'at.name as awayName',
      'c.name as competitionName',
    );
}

export type FeedInput = {
  /** The site's address, for links (and the events' UIDs, on its host). */
  siteUrl: string;
  /** The brand's name, for the calendar's name. */
  siteName: string;
  /** The player's reminder lead time; 0 (e-mails off) alarms DEFAULT_ALARM_HOURS before. */
  leadHours: number;
  userId: number;
  rounds: OwedRound[];
  fixtures: Fixture[];
  now: Date;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function roundEvent(input: FeedInput, host: string, round: OwedRound): ICalEventData {
  const url = `${input.siteUrl}/seasons/${round.seasonId}?matchweek=${round.matchGroupId}`;
  const summary = `Predictions close: ${round.competitionName} ${round.weekName}`;
  const owed: string[] = [];
  if (round.unpredicted > 0)
    owed.push(`${plural(round.unpredicted, 'open match', 'open matches')} without a prediction.`);
  if (!round.hasBanker) owed.push('No banker placed yet.');
  const alarmHours = input.leadHours > 0 ? input.leadHours : DEFAULT_ALARM_HOURS;
  return {
    id: `round-${round.matchGroupId}-u${input.userId}@${host}`,
    start: round.firstClose,
    end: new Date(round.firstClose.getTime() + DEADLINE_MINUTES * MINUTE),
    stamp: input.now,
    summary,
    description: [
      `Predictions for ${round.competitionName} ${round.weekName} start closing at this time.`,
      ...owed,
      `Make your predictions: ${url}`,
    ].join('\n'),
    url,
    transparency: ICalEventTransparency.TRANSPARENT,
    alarms: [
      { type: ICalAlarmType.display, triggerBefore: alarmHours * 3600, description: summary },
    ],
  };
}

function fixtureEvent(input: FeedInput, host: string, fixture: Fixture): ICalEventData {
  const scored =
    fixture.status === 'finished' && fixture.homeGoals !== null && fixture.awayGoals !== null;
  const url = `${input.siteUrl}/predictions/${fixture.id}`;
  return {
    id: `match-${fixture.id}@${host}`,
    start: fixture.matchDate,
    end: new Date(fixture.matchDate.getTime() + MATCH_MINUTES * MINUTE),
    stamp: input.now,
    summary: scored
      ? `${fixture.homeName} ${fixture.homeGoals}–${fixture.awayGoals} ${fixture.awayName}`
      : `${fixture.homeName} v ${fixture.awayName}`,
    description: [fixture.competitionName, `Your prediction: ${url}`].join('\n'),
    location: fixture.venue,
    url,
    transparency: ICalEventTransparency.TRANSPARENT,
  };
}

/** The feed as iCalendar text: the owed rounds' deadlines, then the fixtures. */
export function buildFeed(input: FeedInput): string {
  const host = new URL(input.siteUrl).hostname;
  const calendar: ICalCalendar = ical({
    name: `${input.siteName} deadlines`,
    description: `Your ${input.siteName} prediction deadlines`,
    prodId: { company: input.siteName, product: 'Prediction deadlines', language: 'EN' },
    ttl: REFRESH_SECONDS,
    url: input.siteUrl,
  });
  for (const round of input.rounds) calendar.createEvent(roundEvent(input, host, round));
  for (const fixture of input.fixtures) calendar.createEvent(fixtureEvent(input, host, fixture));
  return calendar.toString();
}
