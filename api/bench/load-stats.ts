/** Latencies and outcomes per route, and the printed table of `npm run bench:load`. */
export class RouteStats {
  private readonly routes = new Map<
    string,
    { ms: number[]; errors: number; statuses: Record<string, number> }
  >();

  record(route: string, ms: number, outcome: number | string) {
    let r = this.routes.get(route);
    if (!r) this.routes.set(route, (r = { ms: [], errors: 0, statuses: {} }));
    r.ms.push(ms);
    r.statuses[outcome] = (r.statuses[outcome] ?? 0) + 1;
    if (typeof outcome !== 'number' || outcome >= 400) r.errors += 1;
  }

  get errors(): number {
    return [...this.routes.values()].reduce((n, r) => n + r.errors, 0);
  }

  /** Every failed outcome by route, e.g. {'POST /predictions': {409: 3}}. */
  failures(): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    for (const [route, r] of this.routes) {
      const bad = Object.entries(r.statuses).filter(([s]) => !/^2\d\d$/.test(s));
      if (bad.length) out[route] = Object.fromEntries(bad);
    }
    return out;
  }

  table(seconds: number): string {
    const rows: string[][] = [
      ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
    ];
    const all: number[] = [];
    for (const [route, r] of [...this.routes].sort(([a], [b]) => a.localeCompare(b))) {
      all.push(...r.ms);
      rows.push([route, ...summary(r.ms, seconds), String(r.errors)]);
    }
    rows.push(['all', ...summary(all, seconds), String(this.errors)]);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    const line = (row: string[]) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ');
    return [
      line(rows[0]),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...rows.slice(1, -1).map(line),
      widths.map((w) => '-'.repeat(w)).join('  '),
      line(rows.at(-1)!),
    ].join('\n');
  }
}

function summary(ms: number[], seconds: number): string[] {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
  return [
    String(sorted.length),
    (sorted.length / seconds).toFixed(1),
    at(0.5).toFixed(1),
    at(0.95).toFixed(1),
    at(0.99).toFixed(1),
    (sorted.at(-1) ?? NaN).toFixed(1),
  ];
}
