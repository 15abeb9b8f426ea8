import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES,
  FIXTURE_IMPORT_MAX_CHARS,
  FIXTURE_IMPORT_MAX_ROWS,
  MESSAGES,
  type FixtureOutcome,
} from '@predictor/contracts';
import { badRequest, HttpError } from '../../lib/errors';
import { Match, Team } from '../../models';

/** One CSV fixture as the dry run reports it. */
export type FixtureRow = {
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

/** Splits one CSV line; double quotes may wrap a cell ("" is a literal quote). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The data lines of the CSV (blank lines and an optional header row skipped), with 1-based line numbers. */
function dataLines(csv: string): { line: number; cells: string[] }[] {
  if (csv.length > FIXTURE_IMPORT_MAX_CHARS) throw new HttpError(413, ADMIN_MESSAGES.csvTooLarge);
  // A spreadsheet's export may start with a byte-order mark.
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((text, i) => ({ line: i + 1, text }))
    .filter((l) => l.text.trim() !== '');
  if (lines.length && /^date$/i.test(splitCsvLine(lines[0].text)[0] ?? '')) lines.shift();
  if (lines.length > FIXTURE_IMPORT_MAX_ROWS) throw new HttpError(413, ADMIN_MESSAGES.csvTooLarge);
  return lines.map((l) => ({ line: l.line, cells: splitCsvLine(l.text) }));
}

function parseKickOff(
  date: string,
  time: string,
): { date: boolean; time: boolean; at: Date | null } {
  const dateOk =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  const t = /^(\d{1,2}):(\d{2})$/.exec(time);
  const timeOk = Boolean(t && Number(t[1]) < 24 && Number(t[2]) < 60);
  const at = dateOk && timeOk ? new Date(`${date}T${t![1].padStart(2, '0')}:${t![2]}:00Z`) : null;
  return { date: dateOk, time: timeOk, at };
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
 * Checks every row against the teams and the season's existing matches (read through `trx`). A
 * fixture already in the season is 'changed' when its kick-off or match week differs (only while
 * it is scheduled) and 'unchanged' when not; a fixture new to the season is 'new'.
 */
export async function checkFixtures(
  trx: Knex.Transaction,
  seasonId: number,
  csv: string,
): Promise<ImportReport & { checked: Map<number, CheckedRow> }> {
  const lines = dataLines(csv);
  if (lines.length === 0)
    throw badRequest(ADMIN_MESSAGES.csvRequired, { csv: ADMIN_MESSAGES.csvRequired });
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

  const rows = lines.map(({ line, cells }): FixtureRow => {
    const [date = '', time = '', home = '', away = '', weekText = ''] = cells;
    const row: FixtureRow = {
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
    if (cells.length !== 5) {
      row.problems.push('Expected 5 columns: date,time,home,away,matchWeek');
      return row;
    }
    const kickOff = parseKickOff(date, time);
    if (!kickOff.date) row.problems.push(`Invalid date "${date}" (expected YYYY-MM-DD)`);
    if (!kickOff.time) row.problems.push(`Invalid time "${time}" (expected HH:MM, UTC)`);
    row.matchDate = kickOff.at?.toISOString() ?? null;
    const homeTeam = findTeam(home);
    const awayTeam = findTeam(away);
    if (!homeTeam) row.problems.push(`Unknown team "${home}"`);
    if (!awayTeam) row.problems.push(`Unknown team "${away}"`);
    row.homeTeam = homeTeam && { id: homeTeam.id, name: homeTeam.name };
    row.awayTeam = awayTeam && { id: awayTeam.id, name: awayTeam.name };
    const week = /^\d{1,4}$/.test(weekText) && Number(weekText) >= 1 ? Number(weekText) : null;
    if (week === null)
      row.problems.push(`Invalid match week "${weekText}" (a whole number of at least 1)`);
    if (homeTeam && awayTeam && homeTeam.id === awayTeam.id) {
      row.problems.push(MESSAGES.homeAwaySame);
      return row;
    }
    let current: ExistingFixture | null = null;
    if (homeTeam && awayTeam) {
      const key = `${homeTeam.id}-${awayTeam.id}`;
      current = existingFixtures.get(key) ?? null;
      if (csvFixtures.has(key))
        row.problems.push(`Duplicate fixture: same as line ${csvFixtures.get(key)}`);
      else csvFixtures.set(key, line);
      if (current && current.status !== 'scheduled')
        row.problems.push(
          `${homeTeam.name} v ${awayTeam.name} is already in this season with status ${current.status}; only a scheduled match can change`,
        );
    }
    if (week !== null) {
      for (const team of [homeTeam, awayTeam]) {
        if (!team) continue;
        const key = `${week}:${team.id}`;
        const clash = existingWeekTeams.get(key);
        if (clash !== undefined && clash !== current?.id)
          row.problems.push(`${team.name} already plays in match week ${week}`);
        else if (csvWeekTeams.has(key))
          row.problems.push(
            `${team.name} plays twice in match week ${week} (also line ${csvWeekTeams.get(key)})`,
          );
        else csvWeekTeams.set(key, line);
      }
    }
    if (row.problems.length > 0) return row;
    checked.set(line, { week: week!, existing: current });
    if (!current) row.outcome = 'new';
    else {
      if (current.matchDate.getTime() !== kickOff.at!.getTime())
        row.changes.push(`Kick-off ${utc(current.matchDate)} → ${utc(kickOff.at!)} UTC`);
      if (current.week !== week) row.changes.push(`Match week ${current.week ?? 'none'} → ${week}`);
      row.outcome = row.changes.length ? 'changed' : 'unchanged';
    }
    return row;
  });
  const invalid = rows.filter((r) => r.problems.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid, checked };
}
