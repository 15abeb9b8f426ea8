import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApp, TestResponse } from './harness';

/**
 * Sends `request` while another transaction has changed row `id` of `table` and holds it for
 * `holdMs` before committing; answers the request's answer. An admin write that locks its row
 * before reading it waits for that commit, so it answers and audits the row as changed; one that
 * reads first answers and audits the row as it was. (On the embedded database, one connection, the
 * request runs after the commit either way.)
 */
export async function duringRowChange(
  app: TestApp,
  table: string,
  id: number,
  changes: Record<string, unknown>,
  request: () => Promise<TestResponse>,
  holdMs = 300,
): Promise<TestResponse> {
  let answer: Promise<TestResponse> | undefined;
  await app.knex.transaction(async (trx) => {
    await trx(table).where({ id }).update(changes);
    answer = request();
    await sleep(holdMs);
  });
  return answer!;
}

/** The audit event of one write, e.g. `auditOf(app, 'news', id, 'delete')`. */
export const auditOf = (app: TestApp, resource: string, resourceId: number, action: string) =>
  app
    .knex('auditEvents')
    .where({ resource, resourceId: String(resourceId), action })
    .first();
