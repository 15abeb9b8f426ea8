import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * "Open for predictions" has one definition in each language: isOpenForPredictions and
 * deadlinePassed in @predictor/contracts/rules for TypeScript, openSql and deadlinePassedSql in
 * matches/open.ts for SQL. This test reads every non-test file under api/src and fails when the
 * rule is written out again anywhere else, as the authorization matrix fails on a route it lacks.
 *
 * A copy is recognised by what only the rule writes, not by a status alone:
 * - the closed statuses as a list of exactly those two ('cancelled', 'finished', in either order),
 *   as SQL `NOT IN (...)` or a TypeScript array; a longer list (e.g. matches still awaiting a result:
 *   not finished, cancelled or postponed) is another rule and passes;
 * - a match's own deadline compared with the clock: `predictions_close` in SQL against a binding
 *   (`?`, `:now`) or now(), `predictionsClose` in a knex where against a value, or in TypeScript
 *   against `now` or Date.now(). A comparison with another column (the seed's creation dates) or an
 *   aggregate over a week's deadlines (`min(m.predictions_close) > :now`, when a reminder is due) is
 *   not the per-match rule and passes.
 */
const COPY_PATTERNS: { name: string; pattern: RegExp }[] = [
  {
    name: 'the closed statuses as a list',
    pattern: /[[(]\s*(['"])(cancelled|finished)\1\s*,\s*\1(?!\2)(cancelled|finished)\1\s*[)\]]/,
  },
  {
    name: 'predictions_close against the clock in SQL',
    pattern: /\b(\w+\.)?predictions_close\s*(<=|>=|<|>)\s*(\?|:now\b|now\(\))/i,
  },
  {
    name: 'predictionsClose in a knex where',
    pattern: /where\w*\(\s*['"][\w.]*predictionsClose['"]\s*,\s*['"](<=|>=|<|>)['"]/,
  },
  {
    name: 'predictionsClose against now in TypeScript',
    pattern: /predictionsClose\)?(\.getTime\(\))?\s*(<=|>=|<|>)\s*(now\b|Date\.now\(\))/,
  },
];

/** The places allowed to write the rule: its SQL definition (the TypeScript one is in contracts). */
const DEFINITIONS = ['modules/matches/open.ts'];

const root = decodeURIComponent(new URL('../..', import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every line of `text` that copies the rule, as 'line: pattern name'. */
function copiesIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      COPY_PATTERNS.filter(({ pattern }) => pattern.test(line)).map(
        ({ name }) => `${index + 1}: ${name}`,
      ),
    );
}

describe('one "open for predictions" rule in api/src', () => {
  it('is written out nowhere but its definition', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const copies = files
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((path) => !DEFINITIONS.includes(path))
      .flatMap((path) =>
        copiesIn(readFileSync(join(root, path), 'utf8')).map((copy) => `${path}:${copy}`),
      );
    expect(copies).toEqual([]);
  });

  it.each([
    "WHERE m.predictions_close > :now AND m.status NOT IN ('cancelled', 'finished')",
    "AND predictions_close > ? AND status NOT IN ('finished', 'cancelled')",
    'WHERE predictions_close <= now()',
    ".whereNotIn('matches.status', ['cancelled', 'finished'])",
    ".where('matches.predictionsClose', '>', now)",
    'return new Date(match.predictionsClose).getTime() > now;',
    'if (Date.parse(m.predictionsClose) <= Date.now()) return;',
    'const CLOSED = ["finished", "cancelled"] as const;',
  ])('catches a copy: %s', (line) => {
    expect(copiesIn(line)).not.toEqual([]);
  });

  it.each([
    "!['finished', 'cancelled', 'postponed'].includes(String(r.status))",
    "WHERE m.match_group_id IS NOT NULL AND m.status <> 'cancelled'",
    'HAVING min(m.predictions_close) > :now',
    'WHERE m.predictions_close > f.created_at',
    "bool_and(status = 'cancelled' OR status = 'finished')",
    "predictionsClose: raw('predictions_close + make_interval(mins => ?)', [minutes]),",
    'ORDER BY m.season_id, m.predictions_close, m.id',
  ])('leaves another rule alone: %s', (line) => {
    expect(copiesIn(line)).toEqual([]);
  });
});
