import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { seasonMessages } from './resources/seasons/messages';
import { seasonQuestionMessages } from './resources/season-questions/messages';
import { teamMessages } from './resources/teams/messages';
import { auditEventMessages } from './resources/audit-events/messages';
import { trophyMessages } from './resources/trophies/messages';
import { newsResourceMessages } from './resources/news/messages';
import { usersMessages } from './resources/users/messages';
import { matchMessages } from './resources/matches/messages';
import { matchGroupMessages } from './resources/matchgroups/messages';
import { distributionMessages } from './pages/match-distribution/messages';
import { teamFansMessages } from './pages/favourite-teams/messages';
import { newsletterMessages } from './pages/newsletter/messages';
import { fixtureImportMessages } from './pages/fixture-import/messages';
import { shiftMessages } from './resources/matches/shift/messages';
import { resultsEntryMessages } from './pages/results-entry/messages';

/** Every back-office label: react-admin's English messages plus the resources' and screens' own. */
export const messages: TranslationMessages = {
  ...englishMessages,
  resources: {
    competitions: {
      name: 'Competition |||| Competitions',
      fields: {
        id: 'Id',
        name: 'Name',
        countryCode: 'Country code',
        logoUrl: 'Logo URL',
        tier: 'Tier',
        isActive: 'Active',
        createdAt: 'Created',
        q: 'Search',
      },
      empty: 'No competitions found. Create your first competition!',
      failedToFetch: 'Failed to fetch competitions',
      createFailed: 'Failed to create competition',
      updateFailed: 'Failed to update competition',
      deleteFailed: 'Failed to delete competition',
    },
    ...seasonMessages,
    ...seasonQuestionMessages,
    ...teamMessages,
    ...auditEventMessages,
    ...trophyMessages,
    ...newsResourceMessages,
    ...usersMessages,
    ...matchMessages,
    ...matchGroupMessages,
  },
  app: {
    ...distributionMessages,
    ...teamFansMessages,
    ...newsletterMessages,
    title: 'Predictor Admin',
    exportFailed: 'Failed to export the list',
    saved: {
      created: "%{what} '%{name}' created",
      updated: "%{what} '%{name}' updated",
      deleted: "%{what} '%{name}' deleted",
    },
    dashboard: {
      title: 'Dashboard',
      users: 'Users',
      predictions: 'Predictions',
      matches: 'Matches',
      reports: 'Reports',
      comingSoon: 'Coming soon',
      loadFailed: 'Failed to load dashboard data',
      areas: 'Admin areas',
      backToSite: 'Back to the player site',
      activity: 'Activity over the last 8 weeks',
      predictionsPerDay: 'Predictions made per day',
      activePlayersPerWeek: 'Players who predicted, per week',
      activePlayers: 'Active players',
      activityFailed: 'Failed to load dashboard data',
      todaysMatches: "Today's matches",
      noMatchesToday: 'No matches today.',
      todaySummary:
        '%{count} match today, %{awaiting} still without a result |||| %{count} matches today, %{awaiting} still without a result',
      awaitingResult: 'Awaiting result',
      enterResults: 'Manage Matches',
    },
    areas: {
      matches: 'Matches',
      news: 'News',
      trophies: 'Trophies',
      trophyAwards: 'Trophy awards',
      users: 'Users',
      teams: 'Teams',
      seasons: 'Seasons',
      seasonQuestions: 'Season questions',
      competitions: 'Competitions',
      matchgroups: 'Match groups',
      matchDistribution: 'Match distribution',
      favouriteTeams: 'Favourite teams',
      newsletter: 'Newsletter',
      fixtureImport: 'Import fixtures',
      resultsEntry: 'Results entry',
      auditEvents: 'Audit log',
    },
    menu: {
      game: 'Game',
      players: 'Players',
      content: 'Content',
      tools: 'Tools',
    },
    ...fixtureImportMessages,
    ...shiftMessages,
    ...resultsEntryMessages,
  },
};

export const i18nProvider = polyglotI18nProvider(
  () => messages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
