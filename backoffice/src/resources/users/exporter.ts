import type { AdminUser } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';

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

export const exportUsers = csvExporter<AdminUser>((users) => users.map(toCsvRow), 'users');
