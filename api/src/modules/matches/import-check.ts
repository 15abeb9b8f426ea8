import type { Knex } from 'knex';
import { MATCH_WEEK_MAX, MESSAGES, type FixtureOutcome } from '@predictor/contracts';
import { FIXTURE_IMPORT_MESSAGES, readFixtureCsv } from '@predictor/contracts/csv';
import { HttpError } from '../../lib/errors';
import { Match, Team } from '../../models';

/** One CSV fixture as the dry run reports it. */
export type FixtureRow = {
  row: number;
  line: number;
  date: string;
  time: string;
  home: string;
  away: string;
  matchWeek: string;
  homeTeam: { id: number; name: string } | null;
  awayTeam: { id: number; name: string } | null;
  matchDate: string | null;
  outcome: FixtureOutcome;
  changes: string[];
  problems: string[];
};

/** A season's match the file names again: what a changed row updates. */
export type ExistingFixture = {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  week: number | null;
  matchDate: Date;
  predictionsClose: Date;
  status: string;
};

/** A row without problems: its match week and, when it changes one, the season's existing match. */
export type CheckedRow = { week: number; existing: ExistingFixture | null };

export type ImportReport = { rows: FixtureRow[]; valid: number; invalid: number };

const M = FIXTURE_IMPORT_MESSAGES;

/**
 * A calendar date, YYYY-MM-DD, that exists (2026-13-40 and 2026-02-30 do not) in the years 1900 to
 * 2999; its problem otherwise. Never builds an invalid Date.
 */
function checkDate(text: string): { day: string } | { problem: string } {
  if (text === '') return { problem: M.required('Date') };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return { problem: M.invalidDate(text) };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const daysInMonth =
    month >= 1 && month <= 12 ? new Date(Date.UTC(2000, month, 0)).getUTCDate() : 0;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && !leap ? 28 : daysInMonth;
  if (day < 1 || day > last) return { problem: M.invalidDate(text) };
  if (year < 1900 || year > 2999) return { problem: M.dateOutOfRange(text) };
  return { day: text };
}

/** A UTC time, H:MM or HH:MM from 00:00 to 23:59; its problem otherwise. */
function checkTime(text: string): { time: string } | { problem: string } {
  if (text === '') return { problem: M.required('Time') };
  const t = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59) return { problem: M.invalidTime(text) };
  return { time: `${t[1].padStart(2, '0')}:${t[2]}` };
}

/** A match week, a whole number from 1 to MATCH_WEEK_MAX (no sign, decimal point or exponent). */
function checkWeek(text: string): { week: number } | { problem: string } {
  if (text === '') return { problem: M.required('Match week') };
  const week = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(week >= 1 && week <= MATCH_WEEK_MAX)) return { problem: M.invalidMatchWeek(text) };
  return { week };
}

type TeamRef = Pick<Team, 'id' | 'name' | 'shortName'>;

/** Finds a team by name, else by short name (case-insensitive); an ambiguous short name finds nothing. */
function teamFinder(teams: TeamRef[]) {
  const byName = new Map(teams.map((t) => [t.name.toLowerCase(), t]));
  const byShort = new Map<string, TeamRef[]>();
  for (const t of teams)
    if (t.shortName)
      byShort.set(t.shortName.toLowerCase(), [
        ...(byShort.get(t.shortName.toLowerCase()) ?? []),
        t,
      ]);
  return (text: string): TeamRef | null => {
    const key = text.toLowerCase();
    const named = byName.get(key);
    if (named) return named;
    const short = byShort.get(key);
    return short?.length === 1 ? short[0] : null;
  };
}

/** '2030-08-16 15:00' of an instant, in UTC. */
const utc = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** The season's matches, with the match week of their group (else their own). */
async function seasonFixtures(trx: Knex.Transaction, seasonId: number): Promise<ExistingFixture[]> {
  const matches = await Match.query(trx)
    .where('matches.seasonId', seasonId)
    .withGraphJoined('matchGroup');
  return matches.map((m) => ({
    id: m.id,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    week: m.matchGroup?.matchWeek ?? m.matchWeek,
    matchDate: new Date(m.matchDate),
    predictionsClose: new Date(m.predictionsClose),
    status: m.status,
  }));
}

/**
 * Reads the file (`readFixtureCsv`: a file-level problem answers 400 or 413 in the error shape) and
 * checks every row's cells, then its teams against the season's existing matches (read through
 * `trx`). A fixture already in the season is 'changed' when its kick-off or match week differs (only
 * while it is scheduled) and 'unchanged' when not; a fixture new to the season is 'new'. Every
 * problem of a row is reported on it; `checked` holds the rows without one, by row number.
 */
export async function checkFixtures(
  trx: Knex.Transaction,
  seasonId: number,
  csv: string,
): Promise<ImportReport & { checked: Map<number, CheckedRow> }> {
  const file = readFixtureCsv(csv);
  if (!file.ok) throw new HttpError(file.status, file.message, { errors: { csv: file.message } });
  const findTeam = teamFinder(await Team.query(trx).select('id', 'name', 'shortName'));
  const existing = await seasonFixtures(trx, seasonId);
  const existingFixtures = new Map(existing.map((e) => [`${e.homeTeamId}-${e.awayTeamId}`, e]));
  // Which match each team plays in each week: a changed fixture does not clash with itself.
  const existingWeekTeams = new Map<string, number>();
  for (const e of existing)
    if (e.week !== null)
      for (const teamId of [e.homeTeamId, e.awayTeamId])
        existingWeekTeams.set(`${e.week}:${teamId}`, e.id);
  const csvFixtures = new Map<string, number>();
  const csvWeekTeams = new Map<string, number>();
  const checked = new Map<number, CheckedRow>();

  const rows = file.rows.map(({ row: number, line, cells, problem }): FixtureRow => {
    const { date, time, home, away, matchWeek: weekText } = cells;
    const row: FixtureRow = {
      row: number,
      line,
      date,
      time,
      home,
      away,
      matchWeek: weekText,
      homeTeam: null,
      awayTeam: null,
      matchDate: null,
      outcome: 'error',
      changes: [],
      problems: [],
    };
    if (problem) {
      row.problems.push(problem);
      return row;
    }
    const day = checkDate(date);
    const clock = checkTime(time);
    if ('problem' in day) row.problems.push(day.problem);
    if ('problem' in clock) row.problems.push(clock.problem);
    const kickOff =
      'day' in day && 'time' in clock ? new Date(`${day.day}T${clock.time}:00.000Z`) : null;
    row.matchDate = kickOff?.toISOString() ?? null;
    const homeTeam = home === '' ? null : findTeam(home);
    const awayTeam = away === '' ? null : findTeam(away);
    if (!homeTeam) row.problems.push(home === '' ? M.required('Home team') : M.unknownTeam(home));
    if (!awayTeam) row.problems.push(away === '' ? M.required('Away team') : M.unknownTeam(away));
    row.homeTeam = homeTeam && { id: homeTeam.id, name: homeTeam.name };
    row.awayTeam = awayTeam && { id: awayTeam.id, name: awayTeam.name };
    const checkedWeek = checkWeek(weekText);
    const week = 'week' in checkedWeek ? checkedWeek.week : null;
    if ('problem' in checkedWeek) row.problems.push(checkedWeek.problem);
    if (homeTeam && awayTeam && homeTeam.id === awayTeam.id) {
      row.problems.push(MESSAGES.homeAwaySame);
      return row;
    }
    let current: ExistingFixture | null = null;
    if (homeTeam && awayTeam) {
      const key = `${homeTeam.id}-${awayTeam.id}`;
      current = existingFixtures.get(key) ?? null;
      if (csvFixtures.has(key)) row.problems.push(M.duplicate(csvFixtures.get(key)!));
      else csvFixtures.set(key, number);
      if (current && current.status !== 'scheduled')
        row.problems.push(M.notScheduled(homeTeam.name, awayTeam.name, current.status));
    }
    if (week !== null) {
      for (const team of [homeTeam, awayTeam]) {
        if (!team) continue;
        const key = `${week}:${team.id}`;
        const clash = existingWeekTeams.get(key);
        if (clash !== undefined && clash !== current?.id)
          row.problems.push(M.alreadyPlays(team.name, week));
        else if (csvWeekTeams.has(key))
          row.problems.push(M.playsTwice(team.name, week, csvWeekTeams.get(key)!));
        else csvWeekTeams.set(key, number);
      }
    }
    if (row.problems.length > 0 || !kickOff || week === null) return row;
    checked.set(number, { week, existing: current });
    if (!current) row.outcome = 'new';
    else {
      if (current.matchDate.getTime() !== kickOff.getTime())
        row.changes.push(`Kick-off ${utc(current.matchDate)} → ${utc(kickOff)} UTC`);
      if (current.week !== week) row.changes.push(`Match week ${current.week ?? 'none'} → ${week}`);
      row.outcome = row.changes.length ? 'changed' : 'unchanged';
    }
    return row;
  });
  const invalid = rows.filter((r) => r.problems.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid, checked };
}
