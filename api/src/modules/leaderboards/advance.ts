/*
 * Moving a stored table on by the change log (changes.ts) instead of reading it again (issue 32):
 * each player a change names has its totals moved by what the change added, players who now count
 * join the table, players left with no counted prediction leave it, and the rows are ranked again
 * with the one ranking. A million-player table moves in well under a second; reading it again took
 * seven.
 *
 * The movement column (the position before the latest match week) is kept as the SQL reads it
 * (snapshot-sql.ts): each row holds what the latest week added (basis.week), and the table before
 * that week is the totals minus it. A change of the latest week moves the totals only; a change of
 * an earlier week, a bonus or a deleted account moves the table before it too, which is ranked
 * again; the first result of a newer week makes the table as it stood the one before it.
 *
 * A change this cannot follow answers null and the table is read again: a version that was not
 * logged, the latest week going back to an earlier one (its only result cancelled), a new week in a
 * table of several seasons, a deleted account in a round's table.
 */
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';
import type { Change } from './changes';
import { sharePosition, sortByRank } from './ranking';
import { finishTop, kitNumbers, type Basis, type Snapshot } from './snapshot';
import { ROUND_PERIOD } from './snapshot-sql';
import { Rows } from './moved-rows';

/** The table's season scopes each change applies to, and whether it is a round's table. */
const isRound = (basis: Basis) => basis.period === ROUND_PERIOD;
const roundGroupOf = (basis: Basis) => Number(basis.scopes[0].split(':')[1]);

/**
 * The table moved on to `version` by `changes` (every change after the table's version up to it),
 * or null when it must be read again.
 */
export async function advanceSnapshot(
  knex: Knex,
  s: Snapshot,
  changes: Change[],
  version: number,
  /**
   * Other tables held at the table's version or later, whose rows give newcomers' names and kits
   * without a read (a player renamed since is read again).
   */
  others: Snapshot[] = [],
): Promise<Snapshot | null> {
  const startedAt = performance.now();
  const basis = s.basis;
  if (!basis) return null;
  if (basis.scopes.length === 0) return { ...s, version };
  const rows = new Rows(s);
  const latestWeeks = new Map(basis.latestWeeks);
  const renamed = new Set<number>();
  let moved = false;
  /** The table before the latest week moved too: its positions are ranked again. */
  let previousMoved = !s.previousPositions;

  for (const change of changes) {
    if (change.kind === 'players') {
      // Every renamed player, also one a later change brings into the table (its name is read again).
      for (const id of change.userIds) renamed.add(id);
      continue;
    }
    let inWeek = false;
    if (isRound(basis)) {
      if (change.groupId !== roundGroupOf(basis)) {
        // A deleted account's totals name no match: its round rows are not known here.
        if (change.groupId === null && change.period !== 'bonus') return null;
        continue;
      }
    } else {
      if (!latestWeeks.has(change.scope)) continue;
      // Only a match's result moves the latest week (a deleted account's or a bonus change names none).
      if (change.groupId !== null && change.latestGroupId !== latestWeeks.get(change.scope)) {
        // Only a newer week's first result is followed, in a table of one season.
        if (change.groupId !== change.latestGroupId || basis.scopes.length > 1) return null;
        latestWeeks.set(change.scope, change.latestGroupId);
        rows.week.fill(0);
        previousMoved = true;
        moved = true;
      }
      if (basis.period !== 'season' && change.period !== basis.period) continue;
      inWeek = change.groupId !== null && change.groupId === change.latestGroupId;
      if (!inWeek) previousMoved = true;
    }
    const e = change.entries;
    for (let j = 0; j < e.length; j += 6) {
      const row = rows.rowFor(e[j]);
      if (row < 0) return null; // not a change this code wrote: read the table again
      // After rowFor, which may grow the arrays.
      const { totals, week } = rows;
      for (let k = 0; k < 5; k += 1) {
        totals[row * 5 + k] += e[j + 1 + k];
        if (inWeek) week[row * 5 + k] += e[j + 1 + k];
      }
    }
    moved = true;
  }

  const renamedHere = [...renamed].filter((id) => rows.has(id));
  if (!moved && renamedHere.length === 0) return { ...s, version };
  // A result's first in a month brings most of its players into the month's table: their names and
  // kits come from the season's table when it is held (a read of 500,000 players took seconds).
  const unknown = rows.newcomers.filter((i) => !copyPlayer(rows, i, others));
  await readPlayers(knex, rows, [...unknown.map((i) => rows.userIds[i]), ...renamedHere]);
  return assemble(rows, { ...basis, latestWeeks }, previousMoved, version, startedAt);
}

/** Copies row i's player's name and kit from another table holding them; false when none does. */
function copyPlayer(rows: Rows, i: number, others: Snapshot[]): boolean {
  const userId = rows.userIds[i];
  for (const other of others) {
    const at = userId < other.rowByUser.length ? other.rowByUser[userId] - 1 : -1;
    if (at < 0) continue;
    rows.teamNames[i] = other.teamNames[at];
    for (let k = 0; k < 3; k += 1) rows.kits[i * 3 + k] = other.kits[at * 3 + k];
    return true;
  }
  return false;
}

/** Reads the team names and kits of `userIds` into their rows. */
async function readPlayers(knex: Knex, rows: Rows, userIds: number[]) {
  if (!userIds.length) return;
  const result = await knex.raw(
    // One array parameter: at a season's start nearly everyone is new, beyond bind limits.
    `SELECT id, team_name, kit_style, kit_primary_colour, kit_secondary_colour
     FROM users WHERE id = ANY(?::int[])`,
    [userIds],
  );
  for (const user of camelRows<{
    id: number;
    teamName: string;
    kitStyle: string | null;
    kitPrimaryColour: string | null;
    kitSecondaryColour: string | null;
  }>(result)) {
    const row = rows.rowOf[user.id] - 1;
    rows.teamNames[row] = user.teamName;
    rows.kits.set(
      kitNumbers(user.kitStyle, user.kitPrimaryColour, user.kitSecondaryColour),
      row * 3,
    );
  }
}

/** The positions (1, 2, 2, 4) of rows `order` of packed totals `totals`, by row. */
function positionsByRow(order: Int32Array, totals: Int32Array, into: Int32Array) {
  let previous = -1;
  order.forEach((row, i) => {
    into[row] = previous >= 0 && sharePosition(totals, 5, previous, row) ? into[previous] : i + 1;
    previous = row;
  });
}

/** Row `a` ranks above row `b` (the rank keys, then user id). */
function ranksAbove(totals: Int32Array, userIds: Int32Array, a: number, b: number) {
  for (let k = 0; k < 4; k += 1) {
    const d = totals[a * 5 + k] - totals[b * 5 + k];
    if (d !== 0) return d > 0;
  }
  return userIds[a] < userIds[b];
}

/** The moved rows ranked again into a table. */
function assemble(
  rows: Rows,
  basis: Omit<Basis, 'week'>,
  previousMoved: boolean,
  version: number,
  startedAt: number,
): Snapshot {
  const { totals, week, userIds } = rows;
  // Players left with no counted prediction leave the table (as the SQL's HAVING). Only the rows a
  // change touched are ranked again; the others keep their order, and the two are merged.
  let counted = 0;
  const touchedRows = rows.touchedRows.subarray(0, rows.touchedCount);
  for (const i of touchedRows) if (totals[i * 5 + 4] > 0) counted += 1;
  const moved = new Int32Array(counted);
  counted = 0;
  for (const i of touchedRows) if (totals[i * 5 + 4] > 0) moved[counted++] = i;
  sortByRank(moved, totals, userIds);
  const order = new Int32Array(rows.size);
  let size = 0;
  let m = 0;
  for (let i = 0; i < rows.stored; i += 1) {
    if (rows.touched[i]) continue;
    while (m < moved.length && ranksAbove(totals, userIds, moved[m], i)) order[size++] = moved[m++];
    order[size++] = i;
  }
  while (m < moved.length) order[size++] = moved[m++];
  const kept = order.subarray(0, size);
  const round = basis.period === ROUND_PERIOD;

  let weekCounted = false;
  if (!round) for (const i of kept) if (week[i * 5 + 4] > 0) weekCounted = true;
  let previous = rows.previous;
  if (weekCounted && previousMoved) {
    // The table before the latest week: totals minus the week, ranked among those who counted then.
    const before = new Int32Array(rows.size * 5);
    const ranked: number[] = [];
    for (const i of kept) {
      for (let k = 0; k < 5; k += 1) before[i * 5 + k] = totals[i * 5 + k] - week[i * 5 + k];
      if (before[i * 5 + 4] > 0) ranked.push(i);
    }
    previous = new Int32Array(rows.size);
    positionsByRow(sortByRank(Int32Array.from(ranked), before, userIds), before, previous);
  }

  let maxUserId = 0;
  for (const i of kept) if (userIds[i] > maxUserId) maxUserId = userIds[i];
  const next: Snapshot = {
    version,
    size,
    userIds: new Int32Array(size),
    totals: new Int32Array(size * 5),
    positions: new Int32Array(size),
    previousPositions: weekCounted ? new Int32Array(size) : null,
    teamNames: new Array<string>(size),
    kits: new Int32Array(size * 3),
    rowByUser: new Int32Array(size === 0 ? 0 : maxUserId + 1),
    top: [],
    answerHead: Buffer.alloc(0),
    buildMs: 0,
    basis: { ...basis, week: round ? null : new Int32Array(size * 5) },
  };
  const nextWeek = next.basis!.week;
  for (let i = 0; i < size; i += 1) {
    const from = order[i];
    next.userIds[i] = userIds[from];
    for (let k = 0; k < 5; k += 1) {
      next.totals[i * 5 + k] = totals[from * 5 + k];
      if (nextWeek) nextWeek[i * 5 + k] = week[from * 5 + k];
    }
    for (let k = 0; k < 3; k += 1) next.kits[i * 3 + k] = rows.kits[from * 3 + k];
    next.teamNames[i] = rows.teamNames[from];
    if (next.previousPositions) next.previousPositions[i] = previous[from];
    const t = next.totals;
    const same =
      i > 0 &&
      t[i * 5] === t[i * 5 - 5] &&
      t[i * 5 + 1] === t[i * 5 - 4] &&
      t[i * 5 + 2] === t[i * 5 - 3] &&
      t[i * 5 + 3] === t[i * 5 - 2];
    next.positions[i] = same ? next.positions[i - 1] : i + 1;
    next.rowByUser[next.userIds[i]] = i + 1;
  }
  return finishTop(next, startedAt);
}
