import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// The Admin sits inside a router with basename /admin: a bare <Admin basename> renders "Not Found".
// A data router (not <BrowserRouter>), so forms' warnWhenUnsavedChanges and the results grid can
// ask before an in-app navigation drops unsaved work (react-router's useBlocker needs one).
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
