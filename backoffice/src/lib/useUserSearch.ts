import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { USER_SEARCH_MAX_RESULTS, USER_SEARCH_MIN_LENGTH } from '@predictor/contracts/constants';
import type { AdminDataProvider } from '../dataProvider';
import type { UserSearchResult } from '../resources/users/dataProvider';

const SEARCH_DELAY_MS = 300;

/** The user search starts at 2 characters (admin spec §5 Award). */
export function shouldSearch(text: string): boolean {
  return text.trim().length >= USER_SEARCH_MIN_LENGTH;
}

/** At most 10 search results are shown. */
export function limitResults(users: UserSearchResult[]): UserSearchResult[] {
  return users.slice(0, USER_SEARCH_MAX_RESULTS);
}

export type UserSearch = { users: UserSearchResult[]; loading: boolean; failed: boolean };

/** Players whose team name or e-mail contains the text, from 2 characters on, at most 10 (debounced). */
export function useUserSearch(text: string): UserSearch {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [search, setSearch] = useState<UserSearch>({ users: [], loading: false, failed: false });
  const active = shouldSearch(text);
  useEffect(() => {
    if (!active) {
      setSearch({ users: [], loading: false, failed: false });
      return;
    }
    let live = true;
    setSearch((s) => ({ ...s, loading: true, failed: false }));
    const timer = setTimeout(() => {
      dataProvider.searchUsers(text).then(
        (users) => live && setSearch({ users: limitResults(users), loading: false, failed: false }),
        () => live && setSearch({ users: [], loading: false, failed: true }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, text, active]);
  return search;
}
