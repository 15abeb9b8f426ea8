import knexFactory from 'knex';
import { scoreMatch } from '../src/modules/scoring/service';
const db = process.argv[2];
const [home, away, status] = [process.argv[3], process.argv[4], process.argv[5] ?? 'finished'];
const knex = knexFactory({
  client: 'pg',
  connection: `postgres://postgres@127.0.0.1:5432/${db}`,
  pool: {
    min: 1, max: 1,
    afterCreate: (conn: any, done: any) => {
      conn.on('notice', (n: any) => console.log(n.message));
      conn.query(`LOAD 'auto_explain'; SET auto_explain.log_min_duration = 50; SET auto_explain.log_analyze = on; SET auto_explain.log_level = notice; SET auto_explain.log_buffers = on; SET auto_explain.log_wal = on; SET auto_explain.log_nested_statements = on`, done);
    },
  },
});
const t0 = performance.now();
await knex.transaction(async (trx) => {
  await trx.raw('SELECT id FROM matches WHERE id = 381 FOR UPDATE');
  await trx.raw('UPDATE matches SET status = ?, home_goals = ?, away_goals = ? WHERE id = 381', [status, home === 'null' ? null : home, away === 'null' ? null : away]);
  await scoreMatch(trx, 381);
  if (process.env.ROLLBACK) throw new Error('rollback');
}).catch((e) => console.log(e.message));
console.log('took', (performance.now() - t0).toFixed(0), 'ms');
await knex.destroy();
