import type { Knex } from 'knex';
import { hashPassword } from '../auth/passwords';

/** ADMIN_EMAIL/ADMIN_PASSWORD: that admin exists after start (created, or its password and role set). */
export async function ensureAdmin(
  knex: Knex,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const existing = await knex('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (existing) {
    await knex('users')
      .where({ id: existing.id })
      .update({ passwordHash, role: 'admin', isActive: true, updatedAt: knex.fn.now() });
    return 'updated';
  }
  let teamName = 'Admin';
  for (
    let n = 2;
    await knex('users').whereRaw('lower(team_name) = lower(?)', [teamName]).first('id');
    n++
  )
    teamName = `Admin ${n}`;
  await knex('users').insert({
    email,
    passwordHash,
    teamName,
    role: 'admin',
    isEmailVerified: true,
  });
  return 'created';
}
