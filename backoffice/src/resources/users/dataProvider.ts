import type { fetchUtils, Identifier } from 'react-admin';
import {
  USER_SEARCH_MAX_RESULTS,
  USER_SEARCH_MIN_LENGTH,
  type Role,
} from '@predictor/contracts/constants';
import type { AdminUser } from '@predictor/contracts/types';

/** What GET /users/search answers per user: enough to pick a player (trophy awards). */
export type UserSearchResult = { id: number; teamName: string; email: string };

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/**
 * The users' actions outside the simple-REST protocol (admin spec §7), spread into the app's data
 * provider, which hands over its authenticated client (taking it as an argument keeps this file out
 * of an import cycle with ../../dataProvider). Each action answers the user as it now is.
 */
export function usersMethods(http: HttpClient, adminUrl: string) {
  const userUrl = (id: Identifier, action: string) =>
    `${adminUrl}/users/${encodeURIComponent(String(id))}/${action}`;
  const put = async (url: string, body?: unknown) => {
    const options: fetchUtils.Options = { method: 'PUT' };
    if (body !== undefined) options.body = JSON.stringify(body);
    return (await http(url, options)).json as AdminUser;
  };
  return {
    /** PUT /admin/users/{id}/password {password}. */
    setUserPassword: (id: Identifier, password: string) =>
      put(userUrl(id, 'password'), { password }),
    /** PUT /admin/users/{id}/role {role}. */
    setUserRole: (id: Identifier, role: Role) => put(userUrl(id, 'role'), { role }),
    /** PUT /admin/users/{id}/toggle-status: flips the active flag. */
    toggleUserStatus: (id: Identifier) => put(userUrl(id, 'toggle-status')),
    /**
     * GET /users/search?q= (beside /admin): users whose team name or e-mail contains the text, at most
     * USER_SEARCH_MAX_RESULTS, as {id, teamName}; nothing is asked below USER_SEARCH_MIN_LENGTH characters.
     */
    searchUsers: async (q: string): Promise<UserSearchResult[]> => {
      const text = q.trim();
      if (text.length < USER_SEARCH_MIN_LENGTH) return [];
      const base = adminUrl.replace(/\/admin$/, '');
      const { json } = await http(`${base}/users/search?q=${encodeURIComponent(text)}`);
      return (json as UserSearchResult[])
        .slice(0, USER_SEARCH_MAX_RESULTS)
        .map(({ id, teamName, email }) => ({ id, teamName, email }));
    },
  };
}

export type UsersMethods = ReturnType<typeof usersMethods>;
