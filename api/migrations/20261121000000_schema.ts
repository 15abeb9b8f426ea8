import type { Knex } from 'knex';

/**
 * The complete schema of both specifications. Rules that must hold whatever a client sends
 * live here as constraints: one prediction per (user, match), one banker per (user, match group),
 * predictions close before kick-off, goals in range, home team differs from away team.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('competitions', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('country_code', 3);
    t.string('logo_url', 500);
    t.integer('tier');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('teams', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.string('short_name', 10);
    t.string('country_code', 3);
    t.string('logo_url', 500);
    t.string('primary_colour', 7);
    t.string('secondary_colour', 7);
    t.integer('competition_id').references('competitions.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable();
    t.string('password_hash', 255).notNullable();
    t.string('team_name', 50).notNullable();
    t.string('first_name', 100);
    t.string('last_name', 100);
    t.string('role', 10).notNullable().defaultTo('user');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_email_verified').notNullable().defaultTo(false);
    t.string('kit_style', 20);
    t.string('kit_primary_colour', 7);
    t.string('kit_secondary_colour', 7);
    t.integer('favourite_team_id').references('teams.id').onDelete('SET NULL');
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.boolean('unsubscribed').notNullable().defaultTo(false);
    t.timestamp('last_login', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE users
      ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin')),
      ADD CONSTRAINT users_kit_style_check CHECK (kit_style IS NULL OR kit_style IN
        ('solid','sleeves','vertical','horizontal','quartered','half','checkered','diagonal')),
      ADD CONSTRAINT users_kit_primary_check CHECK (kit_primary_colour IS NULL OR kit_primary_colour ~ '^#[0-9a-fA-F]{6}$'),
      ADD CONSTRAINT users_kit_secondary_check CHECK (kit_secondary_colour IS NULL OR kit_secondary_colour ~ '^#[0-9a-fA-F]{6}$');
    CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email));
    CREATE UNIQUE INDEX users_team_name_lower_unique ON users (lower(team_name));
    CREATE INDEX users_created_at_index ON users (created_at);
    CREATE INDEX users_favourite_team_index ON users (favourite_team_id);
  `);

  await knex.schema.createTable('seasons', (t) => {
    t.increments('id');
    t.integer('competition_id').notNullable().references('competitions.id').onDelete('RESTRICT');
    t.string('name', 100).notNullable();
    t.string('description', 500);
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('order').notNullable().defaultTo(0);
    t.string('game_type', 30).notNullable().defaultTo('standard');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['competition_id']);
  });
  await knex.raw(
    `ALTER TABLE seasons ADD CONSTRAINT seasons_dates_check CHECK (start_date <= end_date)`,
  );

  await knex.schema.createTable('match_groups', (t) => {
    t.increments('id');
    t.integer('season_id').notNullable().references('seasons.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('description', 500);
    t.integer('match_week');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.index(['season_id', 'match_week']);
  });
  await knex.raw(
    `ALTER TABLE match_groups ADD CONSTRAINT match_groups_week_check CHECK (match_week IS NULL OR match_week >= 1)`,
  );

  await knex.schema.createTable('matches', (t) => {
    t.increments('id');
    t.integer('season_id').notNullable().references('seasons.id').onDelete('RESTRICT');
    t.integer('match_group_id').references('match_groups.id').onDelete('SET NULL');
    t.integer('home_team_id').notNullable().references('teams.id').onDelete('RESTRICT');
    t.integer('away_team_id').notNullable().references('teams.id').onDelete('RESTRICT');
    t.timestamp('match_date', { useTz: true }).notNullable();
    t.timestamp('predictions_close', { useTz: true }).notNullable();
    t.string('venue', 100);
    t.integer('match_week');
    t.string('status', 20).notNullable().defaultTo('scheduled');
    t.smallint('home_goals');
    t.smallint('away_goals');
    t.boolean('is_cup').notNullable().defaultTo(false);
    t.timestamps(true, true);
    t.index(['season_id', 'match_date']);
    t.index(['match_group_id']);
    t.index(['match_date']);
  });
  await knex.raw(`
    ALTER TABLE matches
      ADD CONSTRAINT matches_status_check CHECK (status IN ('scheduled','in_progress','finished','cancelled','postponed')),
      ADD CONSTRAINT matches_teams_differ_check CHECK (home_team_id <> away_team_id),
      ADD CONSTRAINT matches_close_before_kickoff_check CHECK (predictions_close < match_date),
      ADD CONSTRAINT matches_goals_check CHECK ((home_goals IS NULL OR home_goals >= 0) AND (away_goals IS NULL OR away_goals >= 0)),
      ADD CONSTRAINT matches_week_check CHECK (match_week IS NULL OR match_week >= 1);
  `);

  await knex.schema.createTable('predictions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('match_id').notNullable().references('matches.id').onDelete('CASCADE');
    // Copied from the match by a trigger, so the banker rule can be a plain partial unique index.
    t.integer('match_group_id').references('match_groups.id').onDelete('SET NULL');
    t.smallint('home_goals').notNullable();
    t.smallint('away_goals').notNullable();
    t.boolean('is_banker').notNullable().defaultTo(false);
    t.integer('points').notNullable().defaultTo(0);
    t.boolean('is_scored').notNullable().defaultTo(false);
    // A prediction on a cancelled match is void: no points, not counted, its banker refunded.
    t.boolean('is_void').notNullable().defaultTo(false);
    t.integer('exact_score_points').notNullable().defaultTo(0);
    t.integer('correct_result_points').notNullable().defaultTo(0);
    t.integer('banker_bonus').notNullable().defaultTo(0);
    // The month ('YYYY-MM', UTC) under which this prediction is counted in leaderboard_totals; null when not counted.
    t.string('counted_period', 7);
    t.timestamps(true, true);
    t.unique(['user_id', 'match_id']);
    t.index(['match_id']);
  });
  await knex.raw(`
    ALTER TABLE predictions
      ADD CONSTRAINT predictions_goals_check CHECK (home_goals BETWEEN 0 AND 9 AND away_goals BETWEEN 0 AND 9);
    CREATE UNIQUE INDEX predictions_one_banker_per_group ON predictions (user_id, match_group_id)
      WHERE is_banker AND NOT is_void;

    CREATE FUNCTION predictions_copy_match_group() RETURNS trigger AS $$
    BEGIN
      SELECT match_group_id INTO NEW.match_group_id FROM matches WHERE id = NEW.match_id;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER predictions_copy_match_group BEFORE INSERT OR UPDATE OF match_id ON predictions
      FOR EACH ROW EXECUTE FUNCTION predictions_copy_match_group();

    CREATE FUNCTION matches_propagate_group() RETURNS trigger AS $$
    BEGIN
      UPDATE predictions SET match_group_id = NEW.match_group_id WHERE match_id = NEW.id;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER matches_propagate_group AFTER UPDATE OF match_group_id ON matches
      FOR EACH ROW WHEN (OLD.match_group_id IS DISTINCT FROM NEW.match_group_id)
      EXECUTE FUNCTION matches_propagate_group();
  `);

  // Leaderboard aggregates, kept up to date in the transaction that scores a result. As created here
  // scope was 'season:{id}' or 'year:{startYear}' and period 'season' or 'YYYY-MM'; after migrations
  // 20261122000600 and 20261122000900 only month rows remain: scope 'season:{id}', period 'YYYY-MM'
  // (UTC month of kick-off), one row per player; season and all-competitions tables are their sums,
  // made when read. The ranking index below is dropped by 20261122000500. See docs/RULES.md.
  await knex.schema.createTable('leaderboard_totals', (t) => {
    t.string('scope', 30).notNullable();
    t.string('period', 10).notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('total_points').notNullable().defaultTo(0);
    t.integer('correct_results').notNullable().defaultTo(0);
    t.integer('exact_scores').notNullable().defaultTo(0);
    t.integer('exact_goals').notNullable().defaultTo(0);
    t.integer('total_predictions').notNullable().defaultTo(0);
    t.primary(['scope', 'period', 'user_id']);
  });
  await knex.raw(`
    CREATE INDEX leaderboard_totals_ranking ON leaderboard_totals
      (scope, period, total_points DESC, correct_results DESC, exact_scores DESC, exact_goals DESC, user_id);
    CREATE INDEX leaderboard_totals_user ON leaderboard_totals (user_id);
  `);

  await knex.schema.createTable('leagues', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('description', 500);
    t.integer('season_id').notNullable().references('seasons.id').onDelete('CASCADE');
    t.string('type', 20).notNullable().defaultTo('public');
    t.integer('max_members');
    t.string('groupname', 50).unique();
    t.string('invite_code', 16).notNullable().unique();
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['season_id']);
  });
  await knex.raw(`
    ALTER TABLE leagues
      ADD CONSTRAINT leagues_type_check CHECK (type IN ('public','invite_only','official','fanleague')),
      ADD CONSTRAINT leagues_max_members_check CHECK (max_members IS NULL OR max_members >= 1),
      ADD CONSTRAINT leagues_groupname_check CHECK (
        (type = 'fanleague' AND groupname ~ '^[a-z0-9-]{3,50}$') OR (type <> 'fanleague' AND groupname IS NULL));
  `);

  await knex.schema.createTable('league_members', (t) => {
    t.increments('id');
    t.integer('league_id').notNullable().references('leagues.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('role', 10).notNullable().defaultTo('member');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['league_id', 'user_id']);
    t.index(['user_id']);
  });
  await knex.raw(
    `ALTER TABLE league_members ADD CONSTRAINT league_members_role_check CHECK (role IN ('creator','admin','member'))`,
  );

  await knex.schema.createTable('news_posts', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.text('content').notNullable();
    t.string('header_image', 500);
    t.string('status', 10).notNullable().defaultTo('draft');
    t.timestamp('publish_date', { useTz: true }).notNullable();
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['status', 'publish_date']);
  });
  await knex.raw(
    `ALTER TABLE news_posts ADD CONSTRAINT news_posts_status_check CHECK (status IN ('draft','published'))`,
  );

  await knex.schema.createTable('trophies', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('description', 500).notNullable();
    t.string('trophy_type', 20).notNullable().defaultTo('custom');
    t.string('image_url', 500);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamps(true, true);
  });
  await knex.raw(`
    ALTER TABLE trophies ADD CONSTRAINT trophies_type_check CHECK (trophy_type IN ('custom',
      'monthly_first','monthly_second','monthly_third','annual_first','annual_second','annual_third',
      'league_first','league_second','league_third'));
  `);

  await knex.schema.createTable('trophy_awards', (t) => {
    t.increments('id');
    t.integer('trophy_id').notNullable().references('trophies.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('reason', 500);
    t.timestamp('awarded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('season_id').references('seasons.id').onDelete('SET NULL');
    t.integer('league_id').references('leagues.id').onDelete('SET NULL');
    // Set on automatic awards so a re-run of the job awards nothing twice.
    t.string('award_key', 120).unique();
    t.index(['user_id']);
    t.index(['trophy_id']);
  });

  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('newsletter_sends', (t) => {
    t.increments('id');
    t.string('subject', 200).notNullable();
    t.text('body_text').notNullable();
    t.string('header_image_url', 500);
    t.boolean('test_mode').notNullable().defaultTo(false);
    t.string('status', 12).notNullable().defaultTo('pending');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.integer('total_users').notNullable().defaultTo(0);
    t.integer('valid_users').notNullable().defaultTo(0);
    t.integer('invalid_emails').notNullable().defaultTo(0);
    t.integer('success_count').notNullable().defaultTo(0);
    t.integer('failure_count').notNullable().defaultTo(0);
    t.integer('batch_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(
    `ALTER TABLE newsletter_sends ADD CONSTRAINT newsletter_sends_status_check CHECK (status IN ('pending','sending','completed','failed'))`,
  );

  await knex.schema.createTable('newsletter_recipients', (t) => {
    t.increments('id');
    t.integer('send_id').notNullable().references('newsletter_sends.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('email', 254).notNullable();
    t.string('status', 10).notNullable().defaultTo('pending');
    t.string('error', 500);
    t.timestamp('sent_at', { useTz: true });
    t.unique(['send_id', 'email']);
    t.index(['send_id', 'status']);
  });
  await knex.raw(
    `ALTER TABLE newsletter_recipients ADD CONSTRAINT newsletter_recipients_status_check CHECK (status IN ('pending','sent','failed','invalid'))`,
  );

  await knex.schema.createTable('audit_events', (t) => {
    t.increments('id');
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.string('action', 50).notNullable();
    t.string('resource', 50).notNullable();
    t.string('resource_id', 50);
    t.jsonb('before');
    t.jsonb('after');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['resource', 'resource_id']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_events',
    'newsletter_recipients',
    'newsletter_sends',
    'password_reset_tokens',
    'trophy_awards',
    'trophies',
    'news_posts',
    'league_members',
    'leagues',
    'leaderboard_totals',
    'predictions',
    'matches',
    'match_groups',
    'seasons',
    'users',
    'teams',
    'competitions',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('DROP FUNCTION IF EXISTS predictions_copy_match_group, matches_propagate_group');
}
