import type { Knex } from 'knex';

/**
 * Sessions that end when they should: every session token carries its user's session_version, and
 * the auth middleware refuses a token whose version is not the user's current one. The trigger moves
 * the version on whenever the password changes (by the player, an admin, a reset link or
 * ADMIN_PASSWORD), the account is deactivated or an admin is demoted, whichever code path writes it;
 * "sign out everywhere" moves it explicitly.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

    CREATE FUNCTION users_end_sessions() RETURNS trigger AS $$
    BEGIN
      IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
         OR (OLD.is_active AND NOT NEW.is_active)
         OR (OLD.role = 'admin' AND NEW.role <> 'admin') THEN
        NEW.session_version := OLD.session_version + 1;
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_end_sessions BEFORE UPDATE OF password_hash, is_active, role ON users
      FOR EACH ROW EXECUTE FUNCTION users_end_sessions();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER users_end_sessions ON users;
    DROP FUNCTION users_end_sessions();
    ALTER TABLE users DROP COLUMN session_version;
  `);
}
