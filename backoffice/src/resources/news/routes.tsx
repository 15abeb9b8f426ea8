import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { newsEditPath } from './paths';

const NewsEdit = lazy(() => import('./NewsEdit').then((m) => ({ default: m.NewsEdit })));
const NewsPreview = lazy(() => import('./NewsPreview').then((m) => ({ default: m.NewsPreview })));

/** react-admin's default edit URL (/news/{id}) leads to the spec's /news/edit/{id}. */
function ToEdit() {
  const { id = '' } = useParams();
  return <Navigate to={newsEditPath(id)} replace />;
}

/** The news resource's own routes, rendered inside <Resource name="news"> (relative paths). */
export const newsRoutes = [
  <Route key="edit" path="edit/:id/*" element={<NewsEdit />} />,
  <Route key="preview" path="preview/:id" element={<NewsPreview />} />,
  <Route key="to-edit" path=":id" element={<ToEdit />} />,
];
