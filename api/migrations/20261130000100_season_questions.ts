import type { Knex } from 'knex';

/**
 * Season predictions (issue 31 item 4): an admin's bonus questions of a season ("Champion",
 * "Relegated clubs"), answered with teams until a deadline, and each player's picks (one answer per
 * player and question). A question's points count in the season's table through a leaderboard_totals
 * row of period 'bonus' (see modules/season-questions/bonus-sql.ts), so no table changes here.
 * A season with questions cannot be deleted (their bonus rows would outlive it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE season_questions (
      id serial PRIMARY KEY,
      season_id integer NOT NULL CONSTRAINT season_questions_season_id_foreign
        REFERENCES seasons(id) ON DELETE RESTRICT,
      text varchar(200) NOT NULL,
      deadline timestamptz NOT NULL,
      points integer NOT NULL CONSTRAINT season_questions_points_check CHECK (points BETWEEN 1 AND 100),
      picks integer NOT NULL CONSTRAINT season_questions_picks_check CHECK (picks BETWEEN 1 AND 10),
      answer_team_ids integer[] CONSTRAINT season_questions_answer_check
        CHECK (answer_team_ids IS NULL OR cardinality(answer_team_ids) BETWEEN 1 AND 10),
      answered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX season_questions_season_index ON season_questions (season_id, deadline);
    CREATE TABLE season_answers (
      id serial PRIMARY KEY,
      question_id integer NOT NULL CONSTRAINT season_answers_question_id_foreign
        REFERENCES season_questions(id) ON DELETE CASCADE,
      user_id integer NOT NULL CONSTRAINT season_answers_user_id_foreign
        REFERENCES users(id) ON DELETE CASCADE,
      team_ids integer[] NOT NULL CONSTRAINT season_answers_team_ids_check
        CHECK (cardinality(team_ids) BETWEEN 1 AND 10),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT season_answers_question_id_user_id_unique UNIQUE (question_id, user_id)
    );
    CREATE INDEX season_answers_user_index ON season_answers (user_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DELETE FROM leaderboard_totals WHERE period = 'bonus';
    DROP TABLE season_answers;
    DROP TABLE season_questions;
  `);
}
