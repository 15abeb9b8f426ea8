import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider, Exporter } from 'react-admin';
import { auditEventExporter } from '../resources/audit-events/exporter';
import { competitionExporter } from '../resources/competitions/exporter';
import { matchExporter } from '../resources/matches/exporter';
import { matchGroupExporter } from '../resources/matchgroups/exporter';
import { newsExporter } from '../resources/news/exporter';
import { seasonQuestionExporter } from '../resources/season-questions/exporter';
import { seasonExporter } from '../resources/seasons/exporter';
import { teamExporter } from '../resources/teams/exporter';
import { trophyExporter } from '../resources/trophies/exporter';
import { exportUsers } from '../resources/users/exporter';

const downloads = vi.hoisted(() => [] as { csv: string; name: string }[]);
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: (csv: string, name: string) => downloads.push({ csv, name }),
}));

beforeEach(() => {
  downloads.length = 0;
});

const SRC = join(import.meta.dirname, '..');
const FORMULA = '=HYPERLINK("http://x")';

/**
 * Each resource's exporter, a record whose text starts a formula (fields the exporter does not
 * read are left out), and the column that text lands in.
 */
const CASES: Record<string, { exporter: Exporter; record: object; column: string }> = {
  users: {
    exporter: exportUsers,
    record: {
      id: 1,
      email: 'a@example.com',
      teamName: FORMULA,
      firstName: null,
      lastName: null,
      role: 'user',
      isActive: true,
      isEmailVerified: true,
      favouriteTeam: null,
      _count: { predictions: 3 },
      lastLogin: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    column: 'teamName',
  },
  teams: {
    exporter: teamExporter,
    record: { id: 1, name: FORMULA, shortName: null, countryCode: 'GB', competition: null },
    column: 'name',
  },
  seasons: {
    exporter: seasonExporter,
    record: {
      id: 1,
      name: '2030',
      competition: { name: FORMULA },
      startDate: '2030-08-01',
      endDate: '2031-05-31',
      isActive: true,
      order: 0,
      description: null,
    },
    column: 'competition',
  },
  'season-questions': {
    exporter: seasonQuestionExporter,
    record: {
      id: 1,
      season: { id: 2, name: '2030' },
      text: FORMULA,
      deadline: '2030-08-01T14:00:00.000Z',
      points: 10,
      picks: 1,
      answerTeamIds: null,
      answeredAt: null,
      answerCount: 0,
    },
    column: 'text',
  },
  competitions: {
    exporter: competitionExporter,
    record: { id: 1, name: FORMULA, countryCode: null, tier: 1, isActive: true, logoUrl: null },
    column: 'name',
  },
  matches: {
    exporter: matchExporter,
    record: {
      id: 1,
      season: { name: '2030' },
      matchGroup: null,
      homeTeam: { name: FORMULA },
      awayTeam: { name: 'Chelsea' },
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
      venue: null,
      matchWeek: 1,
    },
    column: 'homeTeam',
  },
  matchgroups: {
    exporter: matchGroupExporter,
    record: { id: 1, name: FORMULA, description: null, matchWeek: 2, season: { name: '2030' } },
    column: 'name',
  },
  news: {
    exporter: newsExporter,
    record: {
      id: 1,
      title: FORMULA,
      slug: 'x',
      status: 'draft',
      author: null,
      content: '<p>x</p>',
    },
    column: 'title',
  },
  trophies: {
    exporter: trophyExporter,
    record: { id: 1, name: FORMULA, description: '', trophyType: 'special', _count: { awards: 0 } },
    column: 'name',
  },
  'audit-events': {
    exporter: auditEventExporter,
    record: {
      id: 1,
      actor: { teamName: FORMULA, email: 'a@example.com' },
      before: null,
      after: null,
    },
    column: 'actor',
  },
};

/** Every source file of the back office (tests aside), by its path under src/. */
function sourceFiles(dir = SRC): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(SRC, path), text: readFileSync(path, 'utf8') }];
  });
}

describe('CSV exports: every list writes through the one CSV writer', () => {
  it('covers every resource that has a list', () => {
    const withList = readdirSync(join(SRC, 'resources'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(join(SRC, 'resources', entry.name)).some((f) => /List\.tsx$/.test(f)),
      )
      .map((entry) => entry.name);
    expect(Object.keys(CASES).sort()).toEqual(withList.sort());
  });

  for (const [resource, { exporter, record, column }] of Object.entries(CASES)) {
    it(`${resource}: a text that starts a formula is written as text`, async () => {
      await exporter([record], vi.fn(), {} as DataProvider, resource);
      expect(downloads).toHaveLength(1);
      expect(downloads[0].name).toBe(resource);
      const { data } = Papa.parse<Record<string, string>>(downloads[0].csv, { header: true });
      expect(data[0][column]).toBe(`'${FORMULA}`);
    });
  }

  it('every react-admin list passes its own exporter (the default one escapes no formulas)', () => {
    const lists = sourceFiles().flatMap(({ path, text }) => {
      const imported = text.match(/import \{([^}]*)\} from 'react-admin'/)?.[1] ?? '';
      if (!/\b(List|InfiniteList|ListBase)\b/.test(imported)) return [];
      return [...text.matchAll(/^( *)<(List|InfiniteList|ListBase)\b/gm)].map((tag) => {
        const close = text.indexOf(`\n${tag[1]}>`, tag.index);
        return { path, props: text.slice(tag.index, close === -1 ? undefined : close) };
      });
    });
    expect(lists.length).toBeGreaterThanOrEqual(Object.keys(CASES).length);
    expect(lists.filter((list) => !list.props.includes('exporter={')).map((l) => l.path)).toEqual(
      [],
    );
  });

  it('no source writes CSV by hand or through react-admin’s default exporter', () => {
    const offenders = sourceFiles()
      .filter(({ text }) => /defaultExporter|jsonexport|\.unparse\(|\.join\(','\)/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
