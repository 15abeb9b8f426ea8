import type { Knex } from 'knex';

/**
 * Newsletter recipients survive a crash exactly once (modules/newsletter/send-run.ts): a run claims
 * recipients under its own id (claimed_by) and keeps the claim fresh (claimed_at) while it lives, so a
 * claim left by a dead process lapses and is taken again. status 'sent' with sent_at is now set just
 * before the mail's last byte goes to the SMTP server; confirmed_at when the server accepted it.
 *
 * Rows the previous code left claimed (pending with sent_at) may or may not have been mailed: they
 * become failed, as that code would have marked them, so nobody is mailed twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE newsletter_recipients
      ADD COLUMN claimed_by uuid,
      ADD COLUMN claimed_at timestamptz,
      ADD COLUMN confirmed_at timestamptz;
    UPDATE newsletter_recipients SET confirmed_at = sent_at WHERE status = 'sent';
    UPDATE newsletter_recipients
      SET status = 'failed', error = 'Interrupted before delivery was confirmed; not re-sent'
      WHERE status = 'pending' AND sent_at IS NOT NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE newsletter_recipients
      DROP COLUMN confirmed_at,
      DROP COLUMN claimed_at,
      DROP COLUMN claimed_by;
  `);
}
