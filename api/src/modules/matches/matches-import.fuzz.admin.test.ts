/**
 * Fuzz of the fixture import: generated fixture files whose every field may be malformed (impossible
 * dates, unknown teams, bad numbers, quoted commas and line breaks, missing or extra cells, broken
 * quotes, wrong headers, junk) never answer 5xx; a read file answers one report row per data row.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, createTeam, signedIn } from '../../../test/factories';

let app: TestApp;
let admin: string;
let seasonId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  seasonId = (await createSeason(app.knex)).id;
  for (const [name, shortName] of [
    ['Arsenal', 'ARS'],
    ['Chelsea', 'CHE'],
    ['Everton', 'EVE'],
    ['Fulham', 'FUL'],
  ])
    await createTeam(app.knex, { name, shortName });
}, 30_000);
afterAll(() => app?.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('', ' ', '"', '""', ',', '\n', '\r\n', '\u0000', '=1+1', 'NaN', '-0', '1e309'),
);
const digits = (n: number, max: number) =>
  fc.integer({ min: 0, max }).map((v) => String(v).padStart(n, '0'));
const dateCell = fc.oneof(
  fc.tuple(digits(4, 9999), digits(2, 99), digits(2, 99)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-13-40', '2026-02-30', '2028-02-29', '2030-08-16', '16/08/2030'),
  junk,
);
const timeCell = fc.oneof(
  fc.tuple(digits(1, 99), digits(2, 99)).map(([h, m]) => `${h}:${m}`),
  fc.constantFrom('15:00', '9:05', '24:00', '12:60', '3pm', '15:00:00'),
  junk,
);
const teamCell = fc.oneof(
  fc.constantFrom('Arsenal', 'che', 'EVE', 'Fulham', 'Nowhere', 'Arsenal\nFC', 'Everton, FC'),
  junk,
);
const weekCell = fc.oneof(
  fc.integer({ min: -5, max: 1100 }).map(String),
  fc.double().map(String),
  fc.constantFrom('1', '1.5', '-1', '1e2', 'two', '0x10', ' 3 '),
  junk,
);
const fixtureRow = fc.oneof(
  { arbitrary: fc.tuple(dateCell, timeCell, teamCell, teamCell, weekCell), weight: 6 },
  { arbitrary: fc.array(junk, { maxLength: 8 }), weight: 1 },
);
const header = fc.oneof(
  { arbitrary: fc.constant(['date', 'time', 'home', 'away', 'matchWeek']), weight: 6 },
  { arbitrary: fc.constant(['Home Team', 'Away Team', 'Date', 'Kick-off', 'Week']), weight: 1 },
  { arbitrary: fc.array(junk, { maxLength: 6 }), weight: 1 },
);

/** Every cell quoted ("" for a quote): the file has one record per generated row. */
const quoted = (cells: readonly string[]) =>
  cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');

/** A generated file, and whether its rows are well formed (each quoted, none blank). */
const fixtureFile = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({
        header,
        rows: fc.array(fixtureRow, { minLength: 1, maxLength: 12 }),
        newline: fc.constantFrom('\n', '\r\n', '\r'),
        bom: fc.boolean(),
      })
      .map(({ header, rows, newline, bom }) => ({
        text: (bom ? '\uFEFF' : '') + [header, ...rows].map(quoted).join(newline),
        header,
        rows,
      })),
  },
  {
    // Raw text: unquoted cells, stray quotes, any characters.
    weight: 2,
    arbitrary: fc
      .array(fc.array(junk, { maxLength: 7 }), { minLength: 1, maxLength: 8 })
      .map((lines) => ({
        text: ['date,time,home,away,matchWeek', ...lines.map((l) => l.join(','))].join('\n'),
        header: null,
        rows: null,
      })),
  },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 300 }).map((text) => ({ text, header: null, rows: null })),
  },
);

type Report = {
  rows: { row: number; line: number; outcome: string; problems: string[] }[];
  valid: number;
  invalid: number;
};

describe('fixture import fuzz', () => {
  it('answers every generated file below 500: a row-level report, or a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fixtureFile, fc.boolean(), async (file, confirm) => {
        const res = await app.request('POST', `/api/admin/seasons/${seasonId}/fixtures/import`, {
          token: admin,
          body: { csv: file.text, confirm },
        });
        const label = `${res.status} ${JSON.stringify(file.text).slice(0, 300)} → ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof res.body.message, label).toBe('string');
          expect(Object.keys(ERROR_CODES), label).toContain(res.body.code);
        }
        if (res.status === 201) return;
        if (res.status === 200 || res.body.rows) {
          const report = res.body as Report;
          expect(report.valid + report.invalid, label).toBe(report.rows.length);
          report.rows.forEach((row, i) => {
            expect(row.row, label).toBe(i + 1);
            expect(row.line, label).toBeGreaterThan(1);
            expect(row.outcome === 'error', label).toBe(row.problems.length > 0);
            for (const problem of row.problems) expect(problem.length, label).toBeGreaterThan(0);
          });
        }
        // A well-formed file with a known header reports each non-blank generated row.
        const knownHeader =
          file.header?.join() === 'date,time,home,away,matchWeek' ||
          file.header?.join() === 'Home Team,Away Team,Date,Kick-off,Week';
        if (knownHeader && file.rows) {
          const expected = file.rows.filter((r) => r.some((cell) => cell.trim() !== '')).length;
          if (expected === 0) expect(res.status, label).toBe(400);
          else if (res.status === 200 || res.body.rows)
            expect((res.body as Report).rows, label).toHaveLength(expected);
          else expect(res.status, label).toBe(201);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
