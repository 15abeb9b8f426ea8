import type { Knex } from 'knex';
import { User } from '../../models';
import { hashPassword } from '../auth/passwords';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: that admin exists after start (created, or its password and role set).
 * Runs at start, before the app's deps exist: it takes the knex alone.
 */
export async function ensureAdmin(
  knex: Knex,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const existing = await User.query(knex).modify('emailIs', email).first().select('users.id');
  if (existing) {
    await User.query(knex)
      .patch({ passwordHash, role: 'admin', isActive: true })
      .findById(existing.id);
    return 'updated';
  }
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
