import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { snakeCaseMappers } from 'objection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { ARRAY_ROWS, camelName, camelRows, rowGetters } from './rows';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 30_000);
afterAll(() => app?.close());

const SAMPLE = `SELECT 7 AS user_id, 'Reds' AS team_name, NULL::int AS week_points,
                       timestamptz '2030-06-08T13:00:00Z' AS first_close,
                       json_build_object('homeGoals', 1) AS top, true AS is_banker`;

describe('camelName', () => {
  it("names columns as the models' mappers do", () => {
    const { parse } = snakeCaseMappers();
    for (const column of ['user_id', 'kit_primary_colour', 'total', 'd_total_points', 'p2_x'])
      expect(camelName(column), column).toBe(Object.keys(parse({ [column]: 0 }))[0]);
  });
});

describe('camelRows', () => {
  it('answers the rows of a raw result with camelCase keys and the values as the driver read them', async () => {
    const rows = camelRows<Record<string, unknown>>(await app.knex.raw(SAMPLE));
    expect(rows).toEqual([
      {
        userId: 7,
        teamName: 'Reds',
        weekPoints: null,
        firstClose: new Date('2030-06-08T13:00:00Z'),
        top: { homeGoals: 1 },
        isBanker: true,
      },
    ]);
  });

  it('answers no rows for an empty result', async () => {
    expect(camelRows(await app.knex.raw(`${SAMPLE} WHERE false`))).toEqual([]);
  });
});

describe('rowGetters', () => {
  it('reads the cells of array rows by camelCase field', async () => {
    const result = await app.knex.raw(SAMPLE).options(ARRAY_ROWS);
    const get = rowGetters<{ userId: number; teamName: string; weekPoints: number | null }>(result);
    const [row] = result.rows;
    expect(Array.isArray(row)).toBe(true);
    expect([get.userId(row), get.teamName(row), get.weekPoints(row)]).toEqual([7, 'Reds', null]);
  });
});

/*
 * camelCase everywhere in TypeScript: raw rows are read through camelRows or rowGetters, so no code
 * reads a snake_case property. SQL keeps its column names, so strings, templates and comments are
 * blanked before looking (the code inside a template's ${...} is still read).
 */
const root = decodeURIComponent(new URL('..', import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The text with every string, template text and comment blanked (line breaks kept). */
function codeOnly(text: string): string {
  let out = '';
  // What each open `{` belongs to: code, or a template's ${...} (closing it resumes the template).
  const braces: ('code' | 'template')[] = [];
  let i = 0;
  const blank = (to: number) => {
    out += text.slice(i, to).replace(/[^\n]/g, ' ');
    i = to;
  };
  const template = () => {
    // i is just inside a template (after ` or after the } closing a ${...}).
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') blank(i + 2);
      else if (c === '`') return blank(i + 1);
      else if (c === '$' && text[i + 1] === '{') {
        blank(i + 2);
        braces.push('template');
        return;
      } else blank(i + 1);
    }
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && (next === '/' || next === '*')) {
      const end = next === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i) + 2;
      blank(end < i ? text.length : end);
    } else if (c === "'" || c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
      blank(end + 1);
    } else if (c === '`') {
      blank(i + 1);
      template();
    } else if (c === '{') {
      braces.push('code');
      out += c;
      i += 1;
    } else if (c === '}') {
      const owner = braces.pop();
      blank(i + 1);
      if (owner === 'template') template();
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

const SNAKE_READ = /\??\.\s*([a-z][a-z0-9]*_[a-z0-9_]+)\b/g;

/** Every snake_case property read in a file's code, as 'line: name'. */
function snakeReads(text: string): string[] {
  return codeOnly(text)
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(SNAKE_READ)].map((m) => `${index + 1}: ${m[1]}`));
}

describe('camelCase in TypeScript', () => {
  it('finds snake_case reads in code, not in SQL text or comments', () => {
    const sample = [
      'const a = r.user_id;',
      'const b = `SELECT p.user_id FROM p WHERE ${w.match_group_id} = 1`;',
      "const c = 'u.team_name'; // r.kit_style",
      '/* m.home_goals */ const d = rows[0]?.season_id;',
      'const e = { user_id: 1 }.userId;',
    ].join('\n');
    expect(snakeReads(sample)).toEqual(['1: user_id', '2: match_group_id', '4: season_id']);
  });

  it('leaves no module under api/src reading a snake_case property', () => {
    const found = sourceFiles(root).flatMap((file) =>
      snakeReads(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
