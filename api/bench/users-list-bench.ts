/**
 * Section (e) of `npm run bench`: GET /api/admin/users as the back office asks for it (simple-REST sort,
 * range and filter), through the real app, for each search, filter and sort, on page 1 and on a deep
 * page (the middle of the filtered list). One request at a time, so the figures are latencies.
 */
import { runLoad } from './load';

export type UsersListRow = {
  query: string;
  total: number;
  p50: number;
  p95: number;
  errors: number;
  pass: boolean;
};

const TARGET_P95_MS = 50;
const PAGE = 25;

type Case = { label: string; filter?: Record<string, string>; sort?: [string, 'ASC' | 'DESC'] };

function cases(): Case[] {
  const list: Case[] = [
    { label: 'default (joined desc)' },
    { label: 'q=bench (common: every user)', filter: { q: 'bench' } },
    { label: 'q=smith (last name, 2%)', filter: { q: 'smith' } },
    { label: 'q=oliver smith (full name)', filter: { q: 'oliver smith' } },
    { label: 'q=bench12345 (rare: one user)', filter: { q: 'bench12345' } },
    { label: 'role=admin', filter: { role: 'admin' } },
    { label: 'role=user', filter: { role: 'user' } },
    { label: 'status=active', filter: { status: 'active' } },
    { label: 'status=inactive', filter: { status: 'inactive' } },
  ];
  for (const column of [
    'name',
    'teamName',
    'favouriteTeam',
    'predictions',
    'lastLogin',
    'createdAt',
  ])
    for (const dir of ['ASC', 'DESC'] as const)
      list.push({ label: `sort ${column} ${dir.toLowerCase()}`, sort: [column, dir] });
  list.push(
    {
      label: 'status=active, sort predictions desc',
      filter: { status: 'active' },
      sort: ['predictions', 'DESC'],
    },
    {
      label: 'q=smith, role=user, sort lastLogin asc',
      filter: { q: 'smith', role: 'user' },
      sort: ['lastLogin', 'ASC'],
    },
    {
      label: 'q=bench, status=inactive, sort favouriteTeam asc',
      filter: { q: 'bench', status: 'inactive' },
      sort: ['favouriteTeam', 'ASC'],
    },
  );
  return list;
}

const listPath = (c: Case, start: number) => {
  const params = new URLSearchParams({
    sort: JSON.stringify(c.sort ?? ['createdAt', 'DESC']),
    range: JSON.stringify([start, start + PAGE - 1]),
    filter: JSON.stringify(c.filter ?? {}),
  });
  return `/api/admin/users?${params}`;
};

/** Runs every case on page 1 and a deep page, `samples` requests each after a few warm-up ones. */
export async function benchUsersList(options: {
  appUrl: string;
  adminToken: string;
  samples?: number;
}): Promise<UsersListRow[]> {
  const headers = { authorization: `Bearer ${options.adminToken}` };
  const samples = options.samples ?? 40;
  const rows: UsersListRow[] = [];
  for (const c of cases()) {
    const first = await fetch(options.appUrl + listPath(c, 0), { headers });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${c.label}: status ${first.status}`);
    const total = Number(/\/(\d+)$/.exec(first.headers.get('content-range') ?? '')?.[1] ?? 0);
    const deep = Math.floor(total / 2 / PAGE) * PAGE;
    const pages: [string, number][] = [['page 1', 0]];
    if (deep > 0) pages.push([`deep page (offset ${deep})`, deep]);
    for (const [page, start] of pages) {
      const path = listPath(c, start);
      await runLoad({
        baseUrl: options.appUrl,
        concurrency: 1,
        total: 3,
        next: () => ({ path, headers }),
      });
      const r = await runLoad({
        baseUrl: options.appUrl,
        concurrency: 1,
        total: samples,
        next: () => ({ path, headers }),
      });
      rows.push({
        query: `${c.label}, ${page}`,
        total,
        p50: r.p50,
        p95: r.p95,
        errors: r.errors + r.requests - (r.statuses[200] ?? 0),
        pass: r.p95 <= TARGET_P95_MS && r.errors === 0 && r.statuses[200] === r.requests,
      });
    }
  }
  return rows;
}

/** The section's table: one line per query, with PASS/FAIL against p95 <= 50 ms. */
export function printUsersList(rows: UsersListRow[]) {
  const width = Math.max(...rows.map((r) => r.query.length));
  console.log(
    `\n(e) admin users list at 100k users: GET /api/admin/users, one request at a time [target p95 <= ${TARGET_P95_MS} ms]\n`,
  );
  console.log(`${'query'.padEnd(width)} | matches |  p50 ms |  p95 ms | result`);
  for (const r of rows)
    console.log(
      `${r.query.padEnd(width)} | ${String(r.total).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p95.toFixed(1).padStart(7)} | ${r.pass ? 'PASS' : 'FAIL'}${r.errors ? ` (${r.errors} errors)` : ''}`,
    );
  const failed = rows.filter((r) => !r.pass).length;
  console.log(`\n${rows.length - failed}/${rows.length} PASS`);
}
