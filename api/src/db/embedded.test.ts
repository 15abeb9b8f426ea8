import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from './embedded';
import { createKnex } from './knex';

describe('embedded database', () => {
  it('keeps data written before a restart, and refuses a second server on the same folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'predictor-embedded-'));
    const first = await startEmbeddedDatabase(dir);
    await expect(startEmbeddedDatabase(dir)).rejects.toThrow(/already using/);
    const knex = createKnex(first.url);
    await knex.raw('CREATE TABLE kept (value text)');
    await knex('kept').insert({ value: 'before restart' });
    await knex.destroy();
    await first.stop();

    const second = await startEmbeddedDatabase(dir);
    const again = createKnex(second.url);
    expect(await again('kept').select('value')).toEqual([{ value: 'before restart' }]);
    // int8 aggregates come back as numbers on the embedded database as on PostgreSQL.
    expect((await again('kept').count({ n: '*' }).first())?.n).toBe(1);
    await again.destroy();
    await second.stop();
  }, 60_000);

  it('lets exactly one of two starts at once on one folder win', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'predictor-embedded-'));
    const starts = await Promise.allSettled([
      startEmbeddedDatabase(dir),
      startEmbeddedDatabase(dir),
    ]);
    const won = starts.filter((start) => start.status === 'fulfilled');
    const refused = starts.filter((start) => start.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(String(refused[0]?.reason)).toMatch(/already using/);
    await won[0]!.value.stop();
  }, 60_000);
});
