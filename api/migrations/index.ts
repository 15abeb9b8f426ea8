import type { Knex } from 'knex';
import * as schema from './20261121000000_schema';
import * as automaticTrophies from './20261121000100_automatic_trophies';
import * as rateLimits from './20261121000200_rate_limits';
import * as leaderboardVersion from './20261122000000_leaderboard_version';
import * as adminUserIndexes from './20261122000400_admin_user_indexes';
import * as leaderboardStorage from './20261122000500_leaderboard_storage';
import * as seasonScopeTotals from './20261122000600_season_scope_totals';
import * as roomForHotUpdates from './20261122000700_room_for_hot_updates';
import * as locklessPredictionUpdates from './20261122000800_lockless_prediction_updates';
import * as seasonTotalsSummedWhenRead from './20261122000900_season_totals_summed_when_read';
import * as totalsRowsMadeAtPrediction from './20261122001000_totals_rows_made_at_prediction';
import * as batchRefused from './20261123000000_batch_refused';
import * as adminUsersListAtScale from './20261123000700_admin_users_list_at_scale';
import * as leagueStandingsVersion from './20261123001000_league_standings_version';
import * as predictionsMadeIndex from './20261123001100_predictions_made_index';
import * as adminEnteredPredictions from './20261123001200_admin_entered_predictions';
import * as deadlineRemindersAndRecaps from './20261124000200_deadline_reminders_and_recaps';
import * as liveEvents from './20261124000300_live_events';
import * as scoresComputedWhenRead from './20261124000400_scores_computed_when_read';
import * as sessionVersion from './20261126000000_session_version';
import * as newsletterClaims from './20261126000100_newsletter_claims';
import * as ukTimePreference from './20261126000310_uk_time_preference';
import * as idempotencyKeys from './20261127000290_idempotency_keys';
import * as calendarFeed from './20261127000300_calendar_feed';
import * as webPush from './20261128000200_web_push';
import * as roundWinners from './20261129000100_round_winners';
import * as seasonQuestions from './20261130000100_season_questions';
import * as leagueStandingsTotalsIndex from './20261130000200_league_standings_totals_index';
import * as liveMatchesIndex from './20261130000300_live_matches_index';
import * as leaderboardChanges from './20261201000000_leaderboard_changes';
import * as leaderboardSnapshots from './20261201000010_leaderboard_snapshots';
import * as predictionCountsTable from './20261201000100_prediction_counts_table';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/** Every migration in order; append a line for each new file (the list is append-only). */
const MIGRATIONS: [string, Migration][] = [
  ['20261121000000_schema.ts', schema],
  ['20261121000100_automatic_trophies.ts', automaticTrophies],
  ['20261121000200_rate_limits.ts', rateLimits],
  ['20261122000000_leaderboard_version.ts', leaderboardVersion],
  ['20261122000400_admin_user_indexes.ts', adminUserIndexes],
  ['20261122000500_leaderboard_storage.ts', leaderboardStorage],
  ['20261122000600_season_scope_totals.ts', seasonScopeTotals],
  ['20261122000700_room_for_hot_updates.ts', roomForHotUpdates],
  ['20261122000800_lockless_prediction_updates.ts', locklessPredictionUpdates],
  ['20261122000900_season_totals_summed_when_read.ts', seasonTotalsSummedWhenRead],
  ['20261122001000_totals_rows_made_at_prediction.ts', totalsRowsMadeAtPrediction],
  ['20261123000000_batch_refused.ts', batchRefused],
  ['20261123000700_admin_users_list_at_scale.ts', adminUsersListAtScale],
  ['20261123001000_league_standings_version.ts', leagueStandingsVersion],
  ['20261123001100_predictions_made_index.ts', predictionsMadeIndex],
  ['20261123001200_admin_entered_predictions.ts', adminEnteredPredictions],
  ['20261124000200_deadline_reminders_and_recaps.ts', deadlineRemindersAndRecaps],
  ['20261124000300_live_events.ts', liveEvents],
  ['20261124000400_scores_computed_when_read.ts', scoresComputedWhenRead],
  ['20261126000000_session_version.ts', sessionVersion],
  ['20261126000100_newsletter_claims.ts', newsletterClaims],
  ['20261126000310_uk_time_preference.ts', ukTimePreference],
  ['20261127000290_idempotency_keys.ts', idempotencyKeys],
  ['20261127000300_calendar_feed.ts', calendarFeed],
  ['20261128000200_web_push.ts', webPush],
  ['20261129000100_round_winners.ts', roundWinners],
  ['20261130000100_season_questions.ts', seasonQuestions],
  ['20261130000200_league_standings_totals_index.ts', leagueStandingsTotalsIndex],
  ['20261130000300_live_matches_index.ts', liveMatchesIndex],
  ['20261201000000_leaderboard_changes.ts', leaderboardChanges],
  ['20261201000010_leaderboard_snapshots.ts', leaderboardSnapshots],
  ['20261201000100_prediction_counts_table.ts', predictionCountsTable],
];

/** Knex migration source over the static list, so migrations load the same under tsx and vitest. */
export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
