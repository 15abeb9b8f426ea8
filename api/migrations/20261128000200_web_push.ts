import type { Knex } from 'knex';

/**
 * Web Push (issue 30 item 2): each player's devices (one row per browser push subscription, its
 * endpoint unique, removed when the push service answers 404 or 410); how each kind of notice
 * reaches them (deadline reminders, round results, trophies and medals: by e-mail, by push, both);
 * the award notices' claim; and the server's VAPID key pair when none is set in the environment
 * (one row, so every instance on the database signs with the same keys: modules/push/vapid.ts).
 *
 * E-mail stays as it was for every player: reminders and results by e-mail on (still under the
 * e-mail notifications switch), trophies by e-mail off (a new mail), push off. Awards made before
 * this migration count as notified, so turning trophy notices on later sends none of them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE push_subscriptions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      endpoint text NOT NULL,
      p256dh text NOT NULL,
      auth text NOT NULL,
      label varchar(100),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_success_at timestamptz,
      CONSTRAINT push_subscriptions_endpoint_unique UNIQUE (endpoint)
    );
    CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

    ALTER TABLE users
      ADD COLUMN email_reminders boolean NOT NULL DEFAULT true,
      ADD COLUMN email_results boolean NOT NULL DEFAULT true,
      ADD COLUMN email_trophies boolean NOT NULL DEFAULT false,
      ADD COLUMN push_reminders boolean NOT NULL DEFAULT false,
      ADD COLUMN push_results boolean NOT NULL DEFAULT false,
      ADD COLUMN push_trophies boolean NOT NULL DEFAULT false;

    ALTER TABLE trophy_awards ADD COLUMN notified_at timestamptz;
    UPDATE trophy_awards SET notified_at = awarded_at;
    CREATE INDEX trophy_awards_not_notified ON trophy_awards (id) WHERE notified_at IS NULL;

    CREATE TABLE push_vapid_keys (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE push_vapid_keys;
    DROP INDEX trophy_awards_not_notified;
    ALTER TABLE trophy_awards DROP COLUMN notified_at;
    ALTER TABLE users
      DROP COLUMN email_reminders, DROP COLUMN email_results, DROP COLUMN email_trophies,
      DROP COLUMN push_reminders, DROP COLUMN push_results, DROP COLUMN push_trophies;
    DROP TABLE push_subscriptions;
  `);
}
