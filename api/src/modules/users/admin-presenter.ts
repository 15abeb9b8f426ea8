import type { Presented } from '@predictor/contracts/types';
import type { QueryBuilder, TransactionOrKnex } from 'objection';
import { User } from '../../models';

/** A user as the list query selects it: the model plus the joined team and the prediction count. */
export type Row = User & {
  favouriteTeamName: string | null;
  favouriteTeamLogoUrl: string | null;
  predictionCount: number;
};

/** A user as the back office shows it. */
export function present(row: Row): Presented<'AdminUser'> {
  return {
    id: row.id,
    email: row.email,
    teamName: row.teamName,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    favouriteTeam:
      row.favouriteTeamName === null
        ? null
        : { name: row.favouriteTeamName, logoUrl: row.favouriteTeamLogoUrl },
    _count: { predictions: Number(row.predictionCount) },
    lastLogin: row.lastLogin ? new Date(row.lastLogin).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
export type AdminUser = ReturnType<typeof present>;

/**
 * Users with favourite team and prediction count (user_prediction_counts, one row per user kept by
 * triggers on predictions: migrations 20261123000700 and 20261201000100), so neither a page nor a
 * sort by it counts predictions.
 */
export function selectQuery(knex: TransactionOrKnex) {
  return User.query(knex)
    .alias('u')
    .leftJoin('teams as t', 't.id', 'u.favouriteTeamId')
    .leftJoin('userPredictionCounts as c', 'c.userId', 'u.id')
    .select(
      'u.id',
      'u.email',
      'u.teamName',
      'u.firstName',
      'u.lastName',
      'u.role',
      'u.isActive',
      'u.isEmailVerified',
      'u.favouriteTeamId',
      't.name as favouriteTeamName',
      't.logoUrl as favouriteTeamLogoUrl',
      'c.predictionCount',
      'u.lastLogin',
      'u.createdAt',
    ) as QueryBuilder<Row, Row[]>;
}
