import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES,
  FIXTURE_IMPORT_MAX_CHARS,
  FIXTURE_IMPORT_MAX_ROWS,
  MESSAGES,
} from '@predictor/contracts';
import { recordAudit } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { Match, MatchGroup, Season, Team } from '../../models';

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
  problems: string[];
};
export type ImportReport = { rows: FixtureRow[]; valid: number; invalid: number };
export type ImportOutcome =
  | ({ ok: true; created: number } & Partial<ImportReport>)
  | ({ ok: false; message: string } & ImportReport);

const PREDICTIONS_CLOSE_BEFORE_MS = 60_000;

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

/** Checks every row against the teams and the season's existing matches (read through `trx`). */
async function check(
  trx: Knex.Transaction,
  seasonId: number,
  csv: string,
): Promise<ImportReport & { weeks: Map<number, number> }> {
  const lines = dataLines(csv);
  if (lines.length === 0)
    throw badRequest(ADMIN_MESSAGES.csvRequired, { csv: ADMIN_MESSAGES.csvRequired });
  const findTeam = teamFinder(await Team.query(trx).select('id', 'name', 'shortName'));
  const existing = (
    await Match.query(trx).where('matches.seasonId', seasonId).withGraphJoined('matchGroup')
  ).map((m) => ({
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    week: m.matchGroup?.matchWeek ?? m.matchWeek,
  }));
  const existingFixtures = new Set(existing.map((e) => `${e.homeTeamId}-${e.awayTeamId}`));
  const existingWeekTeams = new Set(
    existing.flatMap((e) =>
      e.week === null ? [] : [`${e.week}:${e.homeTeamId}`, `${e.week}:${e.awayTeamId}`],
    ),
  );
  const csvFixtures = new Map<string, number>();
  const csvWeekTeams = new Map<string, number>();
  const weeks = new Map<number, number>();

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
    if (homeTeam && awayTeam) {
      const key = `${homeTeam.id}-${awayTeam.id}`;
      if (existingFixtures.has(key))
        row.problems.push(
          `Duplicate fixture: ${homeTeam.name} v ${awayTeam.name} is already in this season`,
        );
      else if (csvFixtures.has(key))
        row.problems.push(`Duplicate fixture: same as line ${csvFixtures.get(key)}`);
      else csvFixtures.set(key, line);
    }
    if (week !== null) {
      for (const team of [homeTeam, awayTeam]) {
        if (!team) continue;
        const key = `${week}:${team.id}`;
        if (existingWeekTeams.has(key))
          row.problems.push(`${team.name} already plays in match week ${week}`);
        else if (csvWeekTeams.has(key))
          row.problems.push(
            `${team.name} plays twice in match week ${week} (also line ${csvWeekTeams.get(key)})`,
          );
        else csvWeekTeams.set(key, line);
      }
    }
    if (row.problems.length === 0) weeks.set(line, week!);
    return row;
  });
  const invalid = rows.filter((r) => r.problems.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid, weeks };
}

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
 * no problems: every fixture created in one transaction (missing 'Matchweek N' groups too, predictions
 * closing a minute before kick-off), audited as one import event. With confirm and problems: nothing changes.
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
    const { weeks, ...report } = await check(trx, seasonId, csv);
    if (!confirm) return { ok: true, created: 0, ...report };
    if (report.invalid > 0)
      return { ok: false, message: ADMIN_MESSAGES.importHasProblems, ...report };
    const groupsCreated: number[] = [];
    const inserts = [];
    for (const row of report.rows) {
      const week = weeks.get(row.line)!;
      const matchDate = new Date(row.matchDate!);
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
    }
    // One multi-row INSERT for the whole file.
    const ids = (await Match.query(trx).insert(inserts)).map((match) => match.id);
    await recordAudit(trx, {
      actorId,
      action: 'import_fixtures',
      resource: 'matches',
      resourceId: null,
      after: { seasonId, created: ids.length, matchIds: ids, groupsCreated },
    });
    return { ok: true, created: ids.length };
  });
}
