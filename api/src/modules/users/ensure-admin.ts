import type { Knex } from 'knex';
import { User } from '../../models';
import { hashPassword, verifyPassword } from '../auth/passwords';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: that admin exists after start (created, or its password and role set).
 * The password is stored again only when it differs: a new hash ends the admin's sessions (trigger
 * users_end_sessions), which a restart must not do. Runs at start, before the app's deps exist: it
 * takes the knex alone.
 */
export async function ensureAdmin(
  knex: Knex,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const existing = await User.query(knex)
    .modify('emailIs', email)
    .first()
    .select('users.id', 'users.passwordHash');
  if (existing) {
    const same = await verifyPassword(existing.passwordHash, password);
    await User.query(knex)
      .patch({
        ...(same ? {} : { passwordHash: await hashPassword(password) }),
        role: 'admin',
        isActive: true,
      })
      .findById(existing.id);
    return 'updated';
  }
  const passwordHash = await hashPassword(password);
  let teamName = 'Admin';
  for (let n = 2; await User.query(knex).modify('teamNameIs', teamName).first(); n++)
    teamName = `Admin ${n}`;
  await User.query(knex).insert({
    email,
    passwordHash,
    teamName,
    role: 'admin',
    isEmailVerified: true,
  });
  return 'created';
}
