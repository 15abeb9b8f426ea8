/** One virtual player of `npm run bench:load` and its HTTP client. */
import http from 'node:http';
import type { RouteStats } from './load-stats';

export type Player = { userId: number; token: string; seasonId: number; leagueId: number };
type Answer = { status: number; body: unknown };

type LoopOptions = {
  base: string;
  agent: http.Agent;
  stats: RouteStats;
  deadline: number;
  thinkMs: number;
};
type OpenMatch = {
  id: number;
  predictionsOpen: boolean;
  userPrediction: { id: number; isBanker: boolean } | null;
};

/**
 * One player's loop: browse, predict, read the tables, until the deadline. The first fixtures answer
 * tells the player which matches are open and what it already predicted; later answers are read but
 * not parsed (the driver shares the machine with the server: it should spend little CPU).
 */
export async function virtualPlayer(player: Player, o: LoopOptions) {
  const headers = { authorization: `Bearer ${player.token}` };
  const call = async (
    route: string,
    method: string,
    requestPath: string,
    body?: unknown,
    parse = false,
  ): Promise<Answer | null> => {
    if (performance.now() >= o.deadline) return null;
    if (o.thinkMs) await new Promise((r) => setTimeout(r, Math.random() * 2 * o.thinkMs));
    const t = performance.now();
    const answer = await send(o.base, o.agent, method, requestPath, headers, body, parse).catch(
      (error: NodeJS.ErrnoException) => ({ status: error.code ?? 'network error', body: null }),
    );
    o.stats.record(route, performance.now() - t, answer.status);
    return typeof answer.status === 'number' ? (answer as Answer) : null;
  };
  let open: { id: number; predictionId: number | null; isBanker: boolean }[] | null = null;
  let i = 0;
  while (performance.now() < o.deadline) {
    i += 1;
    await call('GET /seasons', 'GET', '/api/seasons');
    const matches = await call(
      'GET /matches?season=',
      'GET',
      `/api/matches?season=${player.seasonId}`,
      undefined,
      open === null,
    );
    if (open === null && Array.isArray(matches?.body)) {
      open = (matches.body as OpenMatch[])
        .filter((m) => m.predictionsOpen)
        // A player predicts the next few fixtures, then changes those predictions (POST first, PUT later).
        .slice(0, 8)
        .map((m) => ({
          id: m.id,
          predictionId: m.userPrediction?.id ?? null,
          isBanker: m.userPrediction?.isBanker ?? false,
        }));
    }
    if (open?.length) {
      const match = open[(player.userId + i) % open.length];
      const goals = { homeGoals: (player.userId + i) % 4, awayGoals: i % 3 };
      if (match.predictionId) {
        await call('PUT /predictions/{id}', 'PUT', `/api/predictions/${match.predictionId}`, {
          ...goals,
          isBanker: match.isBanker,
        });
      } else {
        const created = await call(
          'POST /predictions',
          'POST',
          '/api/predictions',
          { match: match.id, ...goals, isBanker: false },
          true,
        );
        if (created?.status === 201) match.predictionId = (created.body as { id: number }).id;
      }
    }
    await call(
      'GET /leaderboards',
      'GET',
      `/api/leaderboards?season=${player.seasonId}&view=season`,
    );
    await call('GET /leagues/{id}/standings', 'GET', `/api/leagues/${player.leagueId}/standings`);
  }
}

function send(
  base: string,
  agent: http.Agent,
  method: string,
  requestPath: string,
  headers: Record<string, string>,
  body: unknown,
  parse: boolean,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      base + requestPath,
      {
        method,
        agent,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => parse && chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          if (!parse) return resolve({ status: res.statusCode ?? 0, body: null });
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.setTimeout(10_000, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    req.on('error', reject);
    req.end(payload);
  });
}
