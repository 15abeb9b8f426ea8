import { lazy } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import type { RaRecord } from 'react-admin';
import { newsRoutes } from './routes';

const NewsList = lazy(() => import('./NewsList').then((m) => ({ default: m.NewsList })));
const NewsCreate = lazy(() => import('./NewsCreate').then((m) => ({ default: m.NewsCreate })));

/**
 * The news resource. The edit screen is a child route at /news/edit/{id} (admin spec §2), so
 * `edit` is not given; `hasEdit` tells react-admin one exists.
 */
export default {
  list: NewsList,
  create: NewsCreate,
  hasEdit: true,
  icon: ArticleIcon,
  recordRepresentation: (record: RaRecord) => String(record.title),
  children: newsRoutes,
};
