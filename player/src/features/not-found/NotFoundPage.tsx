import { useLocation } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { paths } from '../../lib/paths';

/** Any path the site does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFound title="Page not found" back={{ label: 'Browse Fixtures', to: paths.seasons }}>
      We couldn&apos;t find <code>{pathname}</code>. It may have moved, or the link may be wrong.
    </NotFound>
  );
}
