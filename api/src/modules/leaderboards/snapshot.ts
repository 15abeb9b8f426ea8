/*
 * Stays in knex: a leaderboard is one ranked, grouped read over the month totals of every player of
 * a scope (up to a million rows), summed per player and ordered by the shared ranking, then held in
 * memory as a compact snapshot (typed arrays) that serves thousands of requests a second. Models would
 * materialise one object per row for no gain. The rows are read through a cursor in chunks, as
 * arrays read in place (db/rows.ts rowGetters), so a large table never sits in memory as row
 * objects and the event loop keeps serving between chunks.
 */
import type { Knex } from 'knex';
import { KIT_STYLE_IDS, LEADERBOARD_TOP } from '@predictor/contracts';
import { ARRAY_ROWS, camelRows, rowGetters, type RowGetters } from '../../db/rows';
import { sharePosition } from './ranking';
import { LATEST_WEEKS_SQL, ROUND_PERIOD, tableSql } from './snapshot-sql';

export type PublicUser = {
  id: number;
  teamName: string;
  kitStyle: string | null;
  kitPrimaryColour: string | null;
  kitSecondaryColour: string | null;
};
export type LeaderboardRow = {
  position: number;
  /** Another player shares the position ('=2'). */
  tied: boolean;
  /** The position before the latest match week's results (null: not ranked then, or no such week). */
  previousPosition: number | null;
  user: PublicUser;
  totalPoints: number;
  correctResultCount: number;
  exactScoreCount: number;
  totalPredictions: number;
  /** In a table as it stands (live.ts): the points the player's live predictions add now. */
  livePoints?: number;
};

/** One ranked table (scope(s) + period) as read from leaderboard_totals and users at a given version. */
export type Snapshot = {
  version: number;
  /** Players with at least one counted prediction, best first (ties broken by user id for a stable order). */
  size: number;
  userIds: Int32Array;
  totals: Int32Array; // 5 per row: points, correct results, exact scores, exact goals, predictions
  positions: Int32Array; // players equal on all four keys share a position (1, 2, 2, 4)
  /** Positions before the latest match week's results (0: not ranked then); null when that week added nothing here. */
  previousPositions: Int32Array | null;
  /** A table as it stands (live.ts): each row's provisional points from matches in play. */
  livePoints?: Int32Array;
  teamNames: string[];
  kits: Int32Array; // 3 per row: style index + 1 (0 none), primary and secondary colour as numbers (-1 none)
  /** Row index + 1 by user id (0: not in the table); 4 bytes per id instead of a Map entry per row. */
  rowByUser: Int32Array;
  top: LeaderboardRow[];
  /** The answer's opening `{"rows":[top as JSON],"currentUser":`, encoded once per snapshot rather than once per request. */
  answerHead: Buffer;
  /** How long reading and building it took (ms), for the logs and the benchmark. */
  buildMs: number;
  /** What the change log moves it by (advance.ts); absent on a table as it stands (live.ts). */
  basis?: Basis;
};

/** What a stored table needs to be moved by the change log instead of rebuilt (advance.ts). */
export type Basis = {
  scopes: string[];
  period: string;
  /** Per row, what the latest match week added (5 per row, as totals); null for a round table. */
  week: Int32Array | null;
  /** Per season scope, the group id of its latest match week with a counted result (null: none). */
  latestWeeks: Map<string, number | null>;
  /** When it was last read whole from the totals (the periodic check compares with a fresh read). */
  readAt: number;
};

const KIT_STYLE_NUMBERS = new Map<string, number>(KIT_STYLE_IDS.map((id, i) => [id, i + 1]));
const kitStyleNumber = (style: string | null) => (style && KIT_STYLE_NUMBERS.get(style)) || 0;
const colour = (hex: string | null) => (hex ? parseInt(hex.slice(1), 16) : -1);
const hex = (n: number) => (n < 0 ? null : `#${n.toString(16).padStart(6, '0')}`);

/** The row index of a player in the table, or undefined when not ranked in it. */
export function indexOfUser(s: Snapshot, userId: number): number | undefined {
  const row = userId >= 0 && userId < s.rowByUser.length ? s.rowByUser[userId] : 0;
  return row === 0 ? undefined : row - 1;
}

/** The row at `index` in the answer's shape. */
export function rowAt(s: Snapshot, index: number): LeaderboardRow {
  const t = index * 5;
  const k = index * 3;
  const position = s.positions[index];
  return {
    position,
    tied: s.positions[index - 1] === position || s.positions[index + 1] === position,
    previousPosition: s.previousPositions?.[index] || null,
    user: {
      id: s.userIds[index],
      teamName: s.teamNames[index],
      kitStyle: s.kits[k] === 0 ? null : KIT_STYLE_IDS[s.kits[k] - 1],
      kitPrimaryColour: hex(s.kits[k + 1]),
      kitSecondaryColour: hex(s.kits[k + 2]),
    },
    totalPoints: s.totals[t],
    correctResultCount: s.totals[t + 1],
    exactScoreCount: s.totals[t + 2],
    totalPredictions: s.totals[t + 4],
    ...(s.livePoints && { livePoints: s.livePoints[index] }),
  };
}

/** A player's kit as the snapshot packs it: style index + 1 (0 none), colours as numbers (-1 none). */
export const kitNumbers = (
  style: string | null,
  primary: string | null,
  secondary: string | null,
) => [kitStyleNumber(style), colour(primary), colour(secondary)];

export const answerHeadOf = (top: LeaderboardRow[]) =>
  Buffer.from(`{"rows":${JSON.stringify(top)},"currentUser":`);

/** A player's team name as a table will hold it. */
export type NameOf = (userId: number, teamName: string) => string;

/**
 * Team names as the tables `held` already hold them: the same string, not a copy of it, when a held
 * table shows the player under that name. At a million players every table read whole would
 * otherwise add a million strings for the garbage collector to mark, which tripled the time a table
 * took to move on (advance.ts) in an instance holding four.
 */
export function namesHeldIn(held: Snapshot[]): NameOf {
  return (userId, teamName) => {
    for (const other of held) {
      const row = userId < other.rowByUser.length ? other.rowByUser[userId] - 1 : -1;
      if (row < 0) continue;
      return other.teamNames[row] === teamName ? other.teamNames[row] : teamName;
    }
    return teamName;
  };
}

const ownName: NameOf = (_userId, teamName) => teamName;

/** An Int32Array of at least `length`, keeping `from`'s contents (capacity doubles). */
function grown(from: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (length <= from.length) return from;
  const next = new Int32Array(Math.max(length, from.length * 2));
  next.set(from);
  return next;
}

/** A row of the snapshot's query. */
type Row = {
  userId: number;
  totalPoints: number;
  correctResults: number;
  exactScores: number;
  exactGoals: number;
  totalPredictions: number;
  weekTotalPoints: number;
  weekCorrectResults: number;
  weekExactScores: number;
  weekExactGoals: number;
  weekTotalPredictions: number;
  previousPosition: number | null;
  teamName: string;
  kitStyle: string | null;
  kitPrimaryColour: string | null;
  kitSecondaryColour: string | null;
};

/** Collects ranked rows chunk by chunk into the snapshot's arrays. */
class SnapshotBuilder {
  constructor(private readonly nameOf: NameOf = ownName) {}
  size = 0;
  private userIds = new Int32Array(1024);
  private totals = new Int32Array(1024 * 5);
  private positions = new Int32Array(1024);
  private previousPositions = new Int32Array(1024);
  private week = new Int32Array(1024 * 5);
  /** Whether the latest match week added a counted prediction to any row. */
  private weekCounted = false;
  private kits = new Int32Array(1024 * 3);
  private teamNames: string[] = [];
  private maxUserId = 0;

  add(rows: unknown[][], get: RowGetters<Row>) {
    const end = this.size + rows.length;
    this.userIds = grown(this.userIds, end);
    this.positions = grown(this.positions, end);
    this.previousPositions = grown(this.previousPositions, end);
    this.totals = grown(this.totals, end * 5);
    this.week = grown(this.week, end * 5);
    this.kits = grown(this.kits, end * 3);
    const { userIds, totals, week, positions, previousPositions, kits, teamNames } = this;
    for (const r of rows) {
      const i = this.size;
      const t = i * 5;
      const userId = get.userId(r);
      userIds[i] = userId;
      if (userId > this.maxUserId) this.maxUserId = userId;
      totals[t] = get.totalPoints(r);
      totals[t + 1] = get.correctResults(r);
      totals[t + 2] = get.exactScores(r);
      totals[t + 3] = get.exactGoals(r);
      totals[t + 4] = get.totalPredictions(r);
      // Rows arrive ranked: equal to the previous row on every rank key, it shares its position.
      positions[i] = i > 0 && sharePosition(totals, 5, i - 1, i) ? positions[i - 1] : i + 1;
      week[t] = get.weekTotalPoints(r);
      week[t + 1] = get.weekCorrectResults(r);
      week[t + 2] = get.weekExactScores(r);
      week[t + 3] = get.weekExactGoals(r);
      week[t + 4] = get.weekTotalPredictions(r);
      previousPositions[i] = get.previousPosition(r) ?? 0;
      if (week[t + 4] > 0) this.weekCounted = true;
      teamNames.push(this.nameOf(userId, get.teamName(r)));
      kits[i * 3] = kitStyleNumber(get.kitStyle(r));
      kits[i * 3 + 1] = colour(get.kitPrimaryColour(r));
      kits[i * 3 + 2] = colour(get.kitSecondaryColour(r));
      this.size = i + 1;
    }
  }

  finish(version: number, startedAt: number, basis?: Omit<Basis, 'week' | 'readAt'>): Snapshot {
    const size = this.size;
    const rowByUser = new Int32Array(size === 0 ? 0 : this.maxUserId + 1);
    for (let i = 0; i < size; i += 1) rowByUser[this.userIds[i]] = i + 1;
    const s: Snapshot = {
      version,
      size,
      userIds: this.userIds.slice(0, size),
      totals: this.totals.slice(0, size * 5),
      positions: this.positions.slice(0, size),
      previousPositions: this.weekCounted ? this.previousPositions.slice(0, size) : null,
      teamNames: this.teamNames,
      kits: this.kits.slice(0, size * 3),
      rowByUser,
      top: [],
      answerHead: Buffer.alloc(0),
      buildMs: 0,
      basis: basis && {
        ...basis,
        week: basis.period === ROUND_PERIOD ? null : this.week.slice(0, size * 5),
        readAt: Date.now(),
      },
    };
    return finishTop(s, startedAt);
  }
}

/** Fills in the table's top rows and the answer's encoded opening. */
export function finishTop(s: Snapshot, startedAt: number): Snapshot {
  s.top = [];
  for (let i = 0; i < Math.min(LEADERBOARD_TOP, s.size); i += 1) s.top.push(rowAt(s, i));
  s.answerHead = answerHeadOf(s.top);
  s.buildMs = performance.now() - startedAt;
  return s;
}

/** Rows fetched per cursor step: about 2 MB of row arrays at a time, however large the table. */
const CHUNK_ROWS = 20_000;

/**
 * The rows of one table from the aggregates only (snapshot-sql.ts: the month rows of one season's
 * scope or of several, one month's or all of them, summed per player, with each player's name, kit
 * and position before the latest match week). Read through a cursor, CHUNK_ROWS at a time.
 */
export async function loadSnapshot(
  knex: Knex,
  scopes: string[],
  period: string,
  version: number,
  nameOf?: NameOf,
): Promise<Snapshot> {
  const startedAt = performance.now();
  const builder = new SnapshotBuilder(nameOf);
  if (scopes.length === 0)
    return builder.finish(version, startedAt, { scopes, period, latestWeeks: new Map() });
  const { sql, bindings } = tableSql(scopes, period);
  // One snapshot of the database for the version, the latest weeks and the rows, so the change log
  // moves the table on from exactly what it was read at (advance.ts).
  const read = await knex.transaction(
    async (trx) => {
      // Room to sum a million players' month rows and sort them in memory (spilling to disk tripled the
      // read at a million players in npm run bench); compiling the plan (jit) costs more than it saves.
      await trx.raw(`SET LOCAL work_mem = '256MB'`);
      await trx.raw('SET LOCAL jit = off');
      const state = await trx.raw(LATEST_WEEKS_SQL(scopes), scopes);
      const [{ version: readVersion, latest }] = camelRows<{
        version: string;
        latest: [string, number][];
      }>(state);
      await trx.raw(`DECLARE leaderboard_rows NO SCROLL CURSOR FOR ${sql}`, bindings);
      for (;;) {
        const chunk = await trx
          .raw(`FETCH ${CHUNK_ROWS} FROM leaderboard_rows`)
          .options(ARRAY_ROWS);
        builder.add(chunk.rows, rowGetters<Row>(chunk));
        if (chunk.rows.length < CHUNK_ROWS) break;
      }
      return { version: Number(readVersion), latest };
    },
    { isolationLevel: 'repeatable read' },
  );
  const latestWeeks = new Map<string, number | null>(scopes.map((scope) => [scope, null]));
  for (const [scope, groupId] of read.latest) latestWeeks.set(scope, groupId);
  return builder.finish(read.version, startedAt, { scopes, period, latestWeeks });
}
