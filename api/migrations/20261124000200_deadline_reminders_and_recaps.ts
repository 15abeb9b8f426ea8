import type { Knex } from 'knex';

/**
 * Deadline reminders and round recaps (jobs/mail-jobs): each player's reminder lead time (24 or 2
 * hours before a week's first predictionsClose, 0 = off) and the brand they signed up under (the
 * look of their mails); one row per mail sent, whose primary key makes a job that runs twice, or
 * on two instances at once, send nothing twice. sent_at stays null when the process died between
 * claiming the row and handing the mail over: that mail is not retried (docs/RULES.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users
      ADD COLUMN reminder_lead_hours smallint NOT NULL DEFAULT 24,
      ADD COLUMN brand varchar(50),
      ADD CONSTRAINT users_reminder_lead_hours_check CHECK (reminder_lead_hours IN (0, 2, 24));

    CREATE TABLE deadline_reminders (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      match_group_id integer NOT NULL REFERENCES match_groups(id) ON DELETE CASCADE,
      lead_hours smallint NOT NULL CHECK (lead_hours IN (2, 24)),
      claimed_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      PRIMARY KEY (user_id, match_group_id, lead_hours)
    );
    CREATE INDEX deadline_reminders_group ON deadline_reminders (match_group_id);

    CREATE TABLE round_recaps (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      match_group_id integer NOT NULL REFERENCES match_groups(id) ON DELETE CASCADE,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      PRIMARY KEY (user_id, match_group_id)
    );
    CREATE INDEX round_recaps_group ON round_recaps (match_group_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE round_recaps;
    DROP TABLE deadline_reminders;
    ALTER TABLE users DROP COLUMN brand, DROP COLUMN reminder_lead_hours;
  `);
}
