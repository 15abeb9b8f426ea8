import { paths } from '../../lib/paths';

export interface NavLink {
  label: string;
  to: string;
  /** A full page load: the back office is a separate app. */
  external?: boolean;
}

/** The top-bar and drawer links for a visitor: some need a session, Admin needs role admin. */
export function navLinks(signedIn: boolean, isAdmin: boolean): NavLink[] {
  const links: NavLink[] = [
    { label: 'Fixtures', to: paths.seasons },
    { label: 'Leaderboards', to: paths.leaderboards },
    { label: 'News', to: paths.news },
  ];
  if (signedIn) {
    links.push(
      { label: 'Leagues', to: paths.leagues },
      { label: 'My Predictions', to: paths.myPredictions },
    );
  }
  if (signedIn && isAdmin) links.push({ label: 'Admin', to: paths.admin, external: true });
  return links;
}
