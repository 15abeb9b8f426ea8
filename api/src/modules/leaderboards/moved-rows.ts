/*
 * The rows of a table being moved by the change log (advance.ts): the stored table's arrays copied,
 * grown as players join, with the rows a change touched noted.
 */
import type { Snapshot } from './snapshot';

/** Tables index rows by user id (4 bytes per id): an id beyond this is not one the log wrote. */
const MAX_USER_ID = 2 ** 28;

/**
 * The growing rows of a table being moved: the stored arrays copied (in rank order), room for
 * newcomers, and which rows a change touched (only those are ranked again: assemble).
 */
export class Rows {
  size: number;
  /** Rows of the stored table, which keep their order among themselves unless touched. */
  readonly stored: number;
  /** The stored table's totals and positions, as they were before the move. */
  readonly storedTotals: Int32Array;
  readonly storedPositions: Int32Array;
  userIds: Int32Array;
  totals: Int32Array;
  week: Int32Array;
  kits: Int32Array;
  teamNames: string[];
  previous: Int32Array;
  /** Row index + 1 by user id (0: not in the table). */
  rowOf: Int32Array;
  touched: Uint8Array;
  /** The touched rows, in the order first touched (touchedCount of them). */
  touchedRows: Int32Array;
  touchedCount = 0;
  /** Rows of players not in the stored table, whose names and kits are still to be read. */
  newcomers: number[] = [];

  constructor(s: Snapshot) {
    this.size = this.stored = s.size;
    this.storedTotals = s.totals;
    this.storedPositions = s.positions;
    // Every per-row array exactly s.size rows long, which grow() keeps in step.
    this.userIds = s.userIds.slice(0, s.size);
    this.totals = s.totals.slice(0, s.size * 5);
    this.week = s.basis?.week ? s.basis.week.slice(0, s.size * 5) : new Int32Array(s.size * 5);
    this.kits = s.kits.slice(0, s.size * 3);
    this.teamNames = s.teamNames.slice(0, s.size);
    this.previous = s.previousPositions
      ? s.previousPositions.slice(0, s.size)
      : new Int32Array(s.size);
    this.rowOf = s.rowByUser.slice();
    this.touched = new Uint8Array(s.size);
    this.touchedRows = new Int32Array(Math.max(1024, s.size));
  }

  has(userId: number) {
    return userId < this.rowOf.length && this.rowOf[userId] !== 0;
  }

  /** The row of a player, made (all zeros) when new, marked touched; -1 for an id no player can have. */
  rowFor(userId: number): number {
    if (userId <= 0 || userId > MAX_USER_ID) return -1;
    let row = userId < this.rowOf.length ? this.rowOf[userId] - 1 : -1;
    if (row < 0) row = this.add(userId);
    if (!this.touched[row]) {
      this.touched[row] = 1;
      if (this.touchedCount === this.touchedRows.length) {
        const next = new Int32Array(this.touchedCount * 2);
        next.set(this.touchedRows);
        this.touchedRows = next;
      }
      this.touchedRows[this.touchedCount++] = row;
    }
    return row;
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
    this.kits = withLength(this.kits, capacity * 3);
    this.previous = withLength(this.previous, capacity);
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
    this.kits[i * 3] = 0;
    this.kits[i * 3 + 1] = -1;
    this.kits[i * 3 + 2] = -1;
    this.teamNames.push('');
    this.rowOf[userId] = i + 1;
    this.newcomers.push(i);
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
