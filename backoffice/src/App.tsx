import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n';
import { customPages } from './pages';
import competitions from './resources/competitions';
import seasons from './resources/seasons';
import teams from './resources/teams';
import auditEvents from './resources/audit-events';
import trophies from './resources/trophies';
import news from './resources/news';
import users from './resources/users';
import matches from './resources/matches';
import matchgroups from './resources/matchgroups';
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
      theme={lightTheme}
      darkTheme={darkTheme}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="matches" {...matches} />
      <Resource name="matchgroups" {...matchgroups} />
      <Resource name="teams" {...teams} />
      <Resource name="seasons" {...seasons} />
      <Resource name="competitions" {...competitions} />
      <Resource name="users" {...users} />
      <Resource name="news" {...news} />
      <Resource name="trophies" {...trophies} />
      <Resource name="audit-events" {...auditEvents} />
      <CustomRoutes>
        {customPages.map((page) => (
          <Route key={page.path} path={page.path} element={page.element} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
