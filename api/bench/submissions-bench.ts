/**
 * `npm run bench` sections (c) and (d): prediction submissions by distinct players on the generated
 * open matches, one per request (POST /api/predictions) and a 10-match week per request
 * (POST /api/predictions/batch), 64 players at a time for 10 s each.
 */
import { signSessionToken } from '../src/lib/auth';
import type { BenchData } from './bench-data';
import { runLoad } from './load';

export async function benchSubmissions({
  appUrl,
  secret,
  data,
}: {
  appUrl: string;
  secret: string;
  data: BenchData;
}): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  // (c) prediction submissions by distinct players on open matches, 64 at a time.
  // Distinct active players (the generated last tenth is deactivated): (c) takes the first ones, (d)
  // the next ones, up to 20,000 each.
  const submitters = Math.min(20_000, Math.floor((data.players * 9) / 20));
  const tokens = await Promise.all(
    Array.from({ length: submitters }, (_, i) =>
      signSessionToken(data.firstUserId + i, secret, '2h'),
    ),
  );
  const open = data.openMatchIds;
  const submissions = await runLoad({
    baseUrl: appUrl,
    concurrency: 64,
    durationMs: 10_000,
    total: submitters * open.length,
    next: (k) => ({
      path: '/api/predictions',
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[k % submitters]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        match: open[Math.floor(k / submitters)],
        homeGoals: k % 4,
        awayGoals: (k >> 2) % 3,
        isBanker: false,
      }),
    }),
  });
  const created = submissions.statuses[201] ?? 0;
  rows.push([
    '(c) POST /api/predictions, 64 distinct players at a time, 10 s',
    `${(created / submissions.seconds).toFixed(0)} created/s, p50 ${submissions.p50.toFixed(1)} ms, p95 ${submissions.p95.toFixed(1)} ms, statuses ${JSON.stringify(submissions.statuses)}`,
    '',
  ]);

  // (d) batch predictions: a player's 10-match week per request (one banker), 64 players at a time,
  // players other than (c)'s submitters. Counted as predictions saved per second.
  const weekPlayers = submitters;
  const weekTokens = await Promise.all(
    Array.from({ length: weekPlayers }, (_, i) =>
      signSessionToken(data.firstUserId + submitters + i, secret, '2h'),
    ),
  );
  const week = data.openWeekMatchIds;
  const batches = await runLoad({
    baseUrl: appUrl,
    concurrency: 64,
    durationMs: 10_000,
    total: weekPlayers,
    next: (k) => ({
      path: '/api/predictions/batch',
      method: 'POST',
      headers: {
        authorization: `Bearer ${weekTokens[k]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        predictions: week.map((match, i) => ({
          match,
          homeGoals: (k + i) % 4,
          awayGoals: (k >> 2) % 3,
          isBanker: i === k % week.length,
        })),
      }),
    }),
  });
  const savedBatches = batches.statuses[200] ?? 0;
  rows.push([
    `(d) batch predictions: 64 players saving a ${week.length}-match week per request, 10 s`,
    `${((savedBatches * week.length) / batches.seconds).toFixed(0)} predictions saved/s (${(savedBatches / batches.seconds).toFixed(0)} req/s), p50 ${batches.p50.toFixed(1)} ms, p95 ${batches.p95.toFixed(1)} ms, statuses ${JSON.stringify(batches.statuses)}`,
    '>= 3,000 predictions/s',
  ]);
  return rows;
}
