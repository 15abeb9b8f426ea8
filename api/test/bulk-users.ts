import type { Knex } from 'knex';

let batch = 0;

/** Test helper: inserts `count` players in one statement; answers their ids in order. */
export async function bulkUsers(knex: Knex, count: number): Promise<number[]> {
  batch += 1;
  const tag = `${process.pid}_${batch}_${Date.now()}`;
  const { rows } = await knex.raw(
    `INSERT INTO users (email, password_hash, team_name, kit_style, kit_primary_colour, kit_secondary_colour)
     SELECT 'lb' || ? || '_' || g || '@example.com', 'x', 'LB ' || ? || ' ' || g, 'solid', '#112233', '#ffffff'
     FROM generate_series(1, ?) g ORDER BY g RETURNING id`,
    [tag, tag, count],
  );
  return rows.map((r: { id: number }) => r.id);
}
