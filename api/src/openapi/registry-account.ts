import { accountExportSchema, deleteAccountSchema } from '@predictor/contracts/schemas';
import { route, type RouteContract } from './types';

/** "Your data" on the profile (UK GDPR): the signed-in player's own data, never another's. */
export const accountRoutes: RouteContract[] = [
  route('GET', '/users/me/export', "Download the caller's data as a JSON file (attachment)", {
    tag: 'Players',
    access: 'user',
    responses: { 200: accountExportSchema },
  }),
  route('DELETE', '/users/me', "Delete the caller's account at once (erased, sessions end)", {
    tag: 'Players',
    access: 'user',
    body: deleteAccountSchema,
    responses: { 204: null },
    errors: {
      400: 'WRONG_PASSWORD: the password is wrong (counted per account, 429 beyond the limit); VALIDATION: the confirmation word is not DELETE',
      409: 'LAST_ADMIN: the caller is the last active admin',
    },
  }),
];
