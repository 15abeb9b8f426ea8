import { defaultExporter, type Exporter } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';

/** One CSV row per user: the favourite team by name, the prediction count flat; no secrets exist to leave out. */
export const toCsvRow = (user: AdminUser) => ({
  id: user.id,
  email: user.email,
  teamName: user.teamName,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  role: user.role,
  isActive: user.isActive,
  isEmailVerified: user.isEmailVerified,
  favouriteTeam: user.favouriteTeam?.name ?? '',
  predictions: user._count.predictions,
  lastLogin: user.lastLogin ?? '',
  createdAt: user.createdAt,
});

export const exportUsers: Exporter<AdminUser> = (users, fetchRelated, dataProvider) =>
  defaultExporter(users.map(toCsvRow), fetchRelated, dataProvider, 'users');
