/**
 * The steady mix of the cluster kill test (cluster.test.ts): players reading fixtures and tables and
 * writing predictions with distinct values, an admin correcting a result, every request logged with
 * its start, end and fate, so each acknowledged write can be looked for in the database afterwards.
 */
import http from 'node:http';

export type Logged = {
  what: string;
  started: number;
  ended: number;
  status?: number;
  error?: string;
};
export type Write = { userId: number; matchId: number; home: number; away: number; ok: boolean };
export type Load = { requests: Logged[]; writes: Write[] };
export type Player = { userId: number; token: string };

type Answer = { status?: number; error?: string; body: any };

export function client(base: string) {
  const agent = new http.Agent({ keepAlive: true });
  const requests: Logged[] = [];
  const send = (token: string, method: string, path: string, body?: unknown) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const log = (answer: Answer) => {
        const what = `${method} ${path.replace(/\d+/g, '{id}')}`;
        requests.push({
          what,
          started,
          ended: performance.now(),
          status: answer.status,
          error: answer.error,
        });
        resolve(answer);
      };
      const req = http.request(base + path, {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          log({ status: res.statusCode, body: parsed });
        });
        res.on('error', (error: NodeJS.ErrnoException) => log({ error: error.code, body: null }));
      });
      req.on('error', (error: NodeJS.ErrnoException) =>
        log({ error: error.code ?? error.message, body: null }),
      );
      req.end(payload);
    });
  return { send, requests, close: () => agent.destroy() };
}

const ok = (answer: Answer) => answer.status !== undefined && answer.status < 300;

/**
 * One player until `until()` is false: reads the fixtures, writes the next distinct score on one of
 * `matchIds` in turn (POST the first time, PUT after), reads the table. After a write whose fate is
 * unknown (no answer), it reads its predictions back before writing again.
 */
export async function playerLoop(
  send: ReturnType<typeof client>['send'],
  player: Player,
  seasonId: number,
  matchIds: number[],
  writes: Write[],
  until: () => boolean,
) {
  const predictionIds = new Map<number, number>();
  let lookUp = true;
  for (let k = 0; until(); k++) {
    const fixtures = await send(player.token, 'GET', `/api/matches?season=${seasonId}`);
    if (lookUp && ok(fixtures)) {
      for (const match of fixtures.body as { id: number; userPrediction: { id: number } | null }[])
        if (match.userPrediction) predictionIds.set(match.id, match.userPrediction.id);
      lookUp = false;
    }
    const matchId = matchIds[k % matchIds.length];
    // Distinct consecutive values on each match: k runs through 0..99 per match before repeating.
    const n = Math.floor(k / matchIds.length) % 100;
    const score = { homeGoals: Math.floor(n / 10), awayGoals: n % 10, isBanker: false };
    const id = predictionIds.get(matchId);
    const answer = id
      ? await send(player.token, 'PUT', `/api/predictions/${id}`, score)
      : await send(player.token, 'POST', '/api/predictions', { match: matchId, ...score });
    writes.push({
      userId: player.userId,
      matchId,
      home: score.homeGoals,
      away: score.awayGoals,
      ok: ok(answer),
    });
    if (ok(answer) && !id) predictionIds.set(matchId, answer.body.id);
    if (!ok(answer)) lookUp = true;
    if (k % 3 === 0)
      await send(player.token, 'GET', `/api/leaderboards?season=${seasonId}&view=season`);
  }
}

/** An admin setting a finished match's result again and again (each re-scores it and moves the totals). */
export async function adminLoop(
  send: ReturnType<typeof client>['send'],
  token: string,
  matchId: number,
  until: () => boolean,
) {
  for (let k = 0; until(); k++) {
    await send(token, 'POST', `/api/admin/matches/${matchId}/result`, {
      homeGoals: k % 4,
      awayGoals: (k + 1) % 3,
      beforeKickOff: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
