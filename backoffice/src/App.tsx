import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { customPages } from './pages';
import { resources } from './resources';
import { darkTheme, lightTheme } from './theme';

/** The back office. Sign-in happens on the player site (/login): react-admin's login page is off. */
export function App() {
  return (
    <Admin
      title="Predictor Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {Object.entries(resources).map(([name, definition]) => (
        <Resource key={name} name={name} {...definition} />
      ))}
      <CustomRoutes>
        {customPages.map((page) => (
          <Route key={page.path} path={page.path} element={page.element} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
