import http from 'node:http';
import { pathToFileURL } from 'node:url';

export type LoadRequest = {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};
export type LoadResult = {
  requests: number;
  errors: number;
  statuses: Record<number, number>;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

/**
 * A small load driver: `concurrency` keep-alive connections, each sending the next request as soon
 * as the previous answer is read, until `durationMs` has passed or `total` requests were sent.
 * `next(k)` builds the k-th request (k counts from 0 across connections).
 */
export async function runLoad(options: {
  baseUrl: string;
  concurrency: number;
  durationMs?: number;
  total?: number;
  /** Ends the run early once it answers true (checked before each request). */
  stop?: () => boolean;
  /** Called with each request's start time (performance.now()) and latency in ms. */
  onSample?: (startedAt: number, ms: number) => void;
  next: (k: number) => LoadRequest;
}): Promise<LoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let k = 0;
  const started = performance.now();
  const deadline = started + (options.durationMs ?? Infinity);
  const send = (request: LoadRequest) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          agent,
          method: request.method ?? 'GET',
          path: request.path,
          headers: request.headers,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(request.body);
    });
  const connection = async () => {
    while (
      performance.now() < deadline &&
      (options.total === undefined || k < options.total) &&
      !options.stop?.()
    ) {
      const request = options.next(k);
      k += 1;
      const t0 = performance.now();
      try {
        const status = await send(request);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500) errors += 1;
      } catch {
        errors += 1;
      }
      const ms = performance.now() - t0;
      latencies.push(ms);
      options.onSample?.(t0, ms);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, connection));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
      : NaN;
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

// CLI: `npm run bench:load` (no arguments) runs the mixed player workload of load-mixed.ts against
// DATABASE_URL; `npm run bench:load -- <url> [concurrency=32] [seconds=10] [bearer token]` hammers one URL.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [target, concurrency = '32', seconds = '10', token] = process.argv.slice(2);
  if (!target) {
    const { main } = await import('./load-mixed');
    await main();
    process.exit();
  }
  const url = new URL(target);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  runLoad({
    baseUrl: url.origin,
    concurrency: Number(concurrency),
    durationMs: Number(seconds) * 1000,
    next: () => ({ path: url.pathname + url.search, headers }),
  })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
