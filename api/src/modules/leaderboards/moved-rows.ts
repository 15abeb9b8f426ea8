/*
 * The rows of a table being moved by the change log (advance.ts): the stored table's ids and totals
 * copied, grown as players join, with the rows a change touched noted. Names, kits and positions are
 * read from the stored table itself (only newcomers and renamed players are held apart): a million-row
 * table moves with a third less memory to allocate, copy and collect.
 */
import type { Snapshot } from './snapshot';

/** Tables index rows by user id (4 bytes per id): an id beyond this is not one the log wrote. */
const MAX_USER_ID = 2 ** 28;
/** A kit as a newcomer has it until read (kitNumbers of no kit). */
const NO_KIT = [0, -1, -1];

/**
 * The growing rows of a table being moved: rows 0 to stored - 1 are the stored table's (in rank
 * order), then newcomers (rows stored to size - 1); which rows a change touched (only those can change order: moved-order.ts).
 */
export class Rows {
  size: number;
  /** Rows of the stored table, which keep their order among themselves unless touched. */
  readonly stored: number;
  /** The stored table's totals and positions (now and before its latest week), before the move. */
  readonly storedTotals: Int32Array;
  readonly storedPositions: Int32Array;
  readonly storedPreviousPositions: Int32Array | null;
  userIds: Int32Array;
  totals: Int32Array;
  week: Int32Array;
  /** Row index + 1 by user id (0: not in the table). */
  rowOf: Int32Array;
  touched: Uint8Array;
  private readonly table: Snapshot;
  /** Newcomers' names and kits (3 numbers each), by row - stored. */
  private readonly addedNames: string[] = [];
  private addedKits: Int32Array = new Int32Array(0);
  /** Stored rows whose players' names and kits were read again (renamed). */
  private readonly renamed = new Map<number, { teamName: string; kit: number[] }>();

  constructor(s: Snapshot) {
    this.table = s;
    this.size = this.stored = s.size;
    this.storedTotals = s.totals;
    this.storedPositions = s.positions;
    this.storedPreviousPositions = s.previousPositions;
    // Every per-row array exactly s.size rows long, which grow() keeps in step.
    this.userIds = s.userIds.slice(0, s.size);
    this.totals = s.totals.slice(0, s.size * 5);
    this.week = s.basis?.week ? s.basis.week.slice(0, s.size * 5) : new Int32Array(s.size * 5);
    this.rowOf = s.rowByUser.slice();
    this.touched = new Uint8Array(s.size);
  }

  has(userId: number) {
    return userId < this.rowOf.length && this.rowOf[userId] !== 0;
  }

  /** The row of a player, made (all zeros) when new, marked touched; -1 for an id no player can have. */
  rowFor(userId: number): number {
    if (userId <= 0 || userId > MAX_USER_ID) return -1;
    let row = userId < this.rowOf.length ? this.rowOf[userId] - 1 : -1;
    if (row < 0) row = this.add(userId);
    this.touched[row] = 1;
    return row;
  }

  /**
   * Sets the name and kit (`kits[at]` to `kits[at + 2]`) of row `row`'s player (a newcomer, or a
   * renamed player).
   */
  setPlayer(row: number, teamName: string, kits: ArrayLike<number>, at = 0) {
    if (row < this.stored) {
      this.renamed.set(row, { teamName, kit: [kits[at], kits[at + 1], kits[at + 2]] });
      return;
    }
    this.addedNames[row - this.stored] = teamName;
    for (let k = 0; k < 3; k += 1) this.addedKits[(row - this.stored) * 3 + k] = kits[at + k];
  }

  /** The names of rows `order`, in that order, into `into`. */
  gatherNames(into: string[], order: Int32Array) {
    const { stored, addedNames, renamed } = this;
    const storedNames = this.table.teamNames;
    for (let i = 0; i < order.length; i += 1) {
      const row = order[i];
      into[i] = row < stored ? storedNames[row] : addedNames[row - stored];
    }
    if (renamed.size) order.forEach((row, i) => (into[i] = renamed.get(row)?.teamName ?? into[i]));
  }

  /** The kits (3 numbers a row) of rows `order`, in that order, into `into`. */
  gatherKits(into: Int32Array, order: Int32Array) {
    const { stored, addedKits, renamed } = this;
    const storedKits = this.table.kits;
    for (let i = 0; i < order.length; i += 1) {
      const row = order[i];
      const from = row < stored ? storedKits : addedKits;
      const at = (row < stored ? row : row - stored) * 3;
      for (let k = 0; k < 3; k += 1) into[i * 3 + k] = from[at + k];
    }
    if (renamed.size)
      order.forEach((row, i) => {
        const kit = renamed.get(row)?.kit;
        if (kit) into.set(kit, i * 3);
      });
  }

  /** A stored per-row array's (positions) values of rows `order` (0 for newcomers), into `into`. */
  gatherStored(into: Int32Array, order: Int32Array, from: Int32Array) {
    for (let i = 0; i < order.length; i += 1) {
      const row = order[i];
      into[i] = row < this.stored ? from[row] : 0;
    }
  }

  /**
   * Room at once for the newcomers of a change's entries (6 numbers each, the user id first),
   * instead of doubling the arrays a newcomer at a time: a month's first result brings a million in.
   */
  reserveFor(entries: Int32Array) {
    let newcomers = 0;
    let maxUserId = 0;
    for (let j = 0; j < entries.length; j += 6) {
      const userId = entries[j];
      if (userId > 0 && userId <= MAX_USER_ID && !this.has(userId)) {
        newcomers += 1;
        if (userId > maxUserId) maxUserId = userId;
      }
    }
    const rows = this.size + newcomers;
    if (rows > this.userIds.length || maxUserId >= this.rowOf.length)
      this.grow(Math.ceil(rows / 2), maxUserId);
  }

  /**
   * Room for `rows` rows and user ids up to `maxUserId`, twice that for the next ones: every
   * per-row array is given the same number of rows (its width times it).
   */
  private grow(rows: number, maxUserId: number) {
    const capacity = Math.max(1024, rows * 2);
    this.userIds = withLength(this.userIds, capacity);
    this.totals = withLength(this.totals, capacity * 5);
    this.week = withLength(this.week, capacity * 5);
    this.addedKits = withLength(this.addedKits, (capacity - this.stored) * 3);
    if (this.touched.length < capacity) {
      const next = new Uint8Array(capacity);
      next.set(this.touched);
      this.touched = next;
    }
    if (maxUserId >= this.rowOf.length)
      this.rowOf = withLength(this.rowOf, Math.max(1024, (maxUserId + 1) * 2));
  }

  private add(userId: number): number {
    const i = this.size;
    if (i >= this.userIds.length || userId >= this.rowOf.length) this.grow(i + 1, userId);
    this.size += 1;
    this.userIds[i] = userId;
    this.setPlayer(i, '', NO_KIT);
    this.rowOf[userId] = i + 1;
    return i;
  }
}

/** `a`, or a copy of it `length` long when it is shorter. */
function withLength(a: Int32Array, length: number): Int32Array {
  if (a.length >= length) return a;
  const next = new Int32Array(length);
  next.set(a);
  return next;
}
