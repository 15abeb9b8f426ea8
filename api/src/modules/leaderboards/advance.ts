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
import { movedOrder } from './moved-order';
import { finishTop, indexOfUser, kitNumbers, type Basis, type Snapshot } from './snapshot';
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
  // The table's rows are copied only once a change moves them: a change of another round or season
  // moves nothing, and copying a million rows for it cost a second under load.
  let copied: Rows | undefined;
  const rowsOf = () => (copied ??= new Rows(s));
  const latestWeeks = new Map(basis.latestWeeks);
  const renamed = new Set<number>();
  let moved = false;
  /** The table before the latest week moved too: its positions are ranked again. */
  let previousMoved = !s.previousPositions;
  /**
   * The table before the latest week is the stored one: a newer week's first result was the first
   * change here, and only that week moved since.
   */
  let beforeIsStored = false;

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
        rowsOf().week.fill(0);
        previousMoved = true;
        beforeIsStored = !moved;
        moved = true;
      }
      if (basis.period !== 'season' && change.period !== basis.period) continue;
      inWeek = change.groupId !== null && change.groupId === change.latestGroupId;
      if (!inWeek) {
        previousMoved = true;
        beforeIsStored = false;
      }
    }
    const e = change.entries;
    const rows = rowsOf();
    rows.reserveFor(e);
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

  const renamedHere = [...renamed].filter(
    (id) => indexOfUser(s, id) !== undefined || copied?.has(id),
  );
  if (!moved && renamedHere.length === 0) return { ...s, version };
  const rows = rowsOf();
  // A result's first in a month brings most of its players into the month's table: their names and
  // kits come from the season's table when it is held (a read of 500,000 players took seconds).
  const unknown: number[] = [];
  for (let i = rows.stored; i < rows.size; i += 1)
    if (!copyPlayer(rows, i, others)) unknown.push(rows.userIds[i]);
  await readPlayers(knex, rows, [...unknown, ...renamedHere]);
  const previous = previousMoved ? (beforeIsStored ? 'stored' : 'ranked') : 'kept';
  return assemble(rows, { ...basis, latestWeeks }, previous, version, startedAt);
}

/** Copies row i's player's name and kit from another table holding them; false when none does. */
function copyPlayer(rows: Rows, i: number, others: Snapshot[]): boolean {
  const userId = rows.userIds[i];
  for (const other of others) {
    const at = userId < other.rowByUser.length ? other.rowByUser[userId] - 1 : -1;
    if (at < 0) continue;
    rows.setPlayer(i, other.teamNames[at], other.kits, at * 3);
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
    rows.setPlayer(
      rows.rowOf[user.id] - 1,
      user.teamName,
      kitNumbers(user.kitStyle, user.kitPrimaryColour, user.kitSecondaryColour),
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

/**
 * The positions before the latest week of the moved table's rows `kept`, into `into`: the stored ones
 * when that table did not move (`kept`), the stored table's own positions when the week began with
 * this move (`stored`), else ranked again from the totals minus the week (`ranked`).
 */
function previousPositions(
  into: Int32Array,
  rows: Rows,
  kept: Int32Array,
  way: 'kept' | 'stored' | 'ranked',
) {
  const { totals, week, userIds, stored } = rows;
  if (way === 'kept') return rows.gatherStored(into, kept, rows.storedPreviousPositions!);
  if (way === 'stored') {
    let storedKept = 0;
    for (const row of kept) if (row < stored) storedKept += 1;
    // Each stored row's totals before the week are its stored totals (newcomers were not ranked),
    // while every stored row stays: one that left would move the others' positions.
    if (storedKept === stored) return rows.gatherStored(into, kept, rows.storedPositions);
  }
  // The table before the latest week: totals minus the week, ranked among those who counted then.
  const before = new Int32Array(rows.size * 5);
  const ranked: number[] = [];
  for (const i of kept) {
    for (let k = 0; k < 5; k += 1) before[i * 5 + k] = totals[i * 5 + k] - week[i * 5 + k];
    if (before[i * 5 + 4] > 0) ranked.push(i);
  }
  const byRow = new Int32Array(rows.size);
  positionsByRow(sortByRank(Int32Array.from(ranked), before, userIds), before, byRow);
  gather(into, byRow, 1, kept);
}

/** Rows `order` of `from` (`width` numbers a row) into `into`, in that order. */
function gather(into: Int32Array, from: Int32Array, width: number, order: Int32Array) {
  for (let i = 0; i < order.length; i += 1) {
    const at = order[i] * width;
    for (let k = 0; k < width; k += 1) into[i * width + k] = from[at + k];
  }
}

/** The moved rows ranked again into a table. */
function assemble(
  rows: Rows,
  basis: Omit<Basis, 'week'>,
  previousWay: 'kept' | 'stored' | 'ranked',
  version: number,
  startedAt: number,
): Snapshot {
  const { totals, week, userIds } = rows;
  // Players left with no counted prediction leave the table (as the SQL's HAVING).
  const kept = movedOrder(rows);
  const size = kept.length;
  const round = basis.period === ROUND_PERIOD;

  let weekCounted = false;
  if (!round) for (const i of kept) if (week[i * 5 + 4] > 0) weekCounted = true;

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
  // One array at a time: each loop reads and writes two arrays only, which a million rows need.
  gather(next.userIds, userIds, 1, kept);
  gather(next.totals, totals, 5, kept);
  if (next.basis!.week) gather(next.basis!.week, week, 5, kept);
  rows.gatherKits(next.kits, kept);
  if (next.previousPositions) previousPositions(next.previousPositions, rows, kept, previousWay);
  rows.gatherNames(next.teamNames, kept);
  const t = next.totals;
  for (let i = 0; i < size; i += 1) {
    next.positions[i] = i > 0 && sharePosition(t, 5, i - 1, i) ? next.positions[i - 1] : i + 1;
    next.rowByUser[next.userIds[i]] = i + 1;
  }
  return finishTop(next, startedAt);
}
