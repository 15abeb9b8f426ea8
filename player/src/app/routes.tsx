import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { AnonymousOnly, RequireAdmin, RequireAuth } from './guards';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RouteError } from './RouteError';

/**
 * A page loaded on first visit (its own chunk): the first load carries only the shell. The router
 * waits for the chunk before switching pages; AppShell shows a progress bar meanwhile.
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * The player site's routes, every page lazy. Add signed-in-only pages under RequireAuth and
 * admin-only pages under RequireAdmin; the catch-all stays last (the fan-league landing
 * /{groupname} will take it over).
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    HydrateFallback: () => <FullPageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/home/HomePage'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'login',
        lazy: page(
          () => import('../features/auth/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'register',
        lazy: page(
          () => import('../features/auth/RegisterPage'),
          (m) => m.RegisterPage,
        ),
      },
      {
        element: <AnonymousOnly />,
        children: [
          {
            path: 'forgot-password',
            lazy: page(
              () => import('../features/auth/ForgotPasswordPage'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: page(
              () => import('../features/auth/ResetPasswordPage'),
              (m) => m.ResetPasswordPage,
            ),
          },
        ],
      },
      {
        path: 'seasons',
        lazy: page(
          () => import('../features/seasons/SeasonsPage'),
          (m) => m.SeasonsPage,
        ),
      },
      {
        path: 'seasons/:id',
        lazy: page(
          () => import('../features/seasons/SeasonPage'),
          (m) => m.SeasonPage,
        ),
      },
      {
        path: 'seasons/:id/questions',
        lazy: page(
          () => import('../features/season-questions/SeasonQuestionsPage'),
          (m) => m.SeasonQuestionsPage,
        ),
      },
      {
        path: 'contact',
        lazy: page(
          () => import('../features/info/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'rules',
        lazy: page(
          () => import('../features/info/RulesPage'),
          (m) => m.RulesPage,
        ),
      },
      {
        path: 'privacy-policy',
        lazy: page(
          () => import('../features/info/PrivacyPolicyPage'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: 'terms',
        lazy: page(
          () => import('../features/info/TermsPage'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'leaderboards',
        lazy: page(
          () => import('../features/leaderboards/LeaderboardsPage'),
          (m) => m.LeaderboardsPage,
        ),
      },
      {
        path: 'leagues',
        lazy: page(
          () => import('../features/leagues/LeaguesPage'),
          (m) => m.LeaguesPage,
        ),
      },
      {
        path: 'leagues/:id',
        lazy: page(
          () => import('../features/leagues/LeaguePage'),
          (m) => m.LeaguePage,
        ),
      },
      {
        path: 'users/:userId',
        lazy: page(
          () => import('../features/profiles/PublicProfilePage'),
          (m) => m.PublicProfilePage,
        ),
      },
      {
        path: 'users/:userId/trophies',
        lazy: page(
          () => import('../features/trophies/TrophyRoomPage'),
          (m) => m.UserTrophyRoomPage,
        ),
      },
      {
        path: 'news',
        lazy: page(
          () => import('../features/news/NewsListPage'),
          (m) => m.NewsListPage,
        ),
      },
      {
        path: 'news/:slug',
        lazy: page(
          () => import('../features/news/NewsArticlePage'),
          (m) => m.NewsArticlePage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'my-predictions',
            lazy: page(
              () => import('../features/my-predictions/MyPredictionsPage'),
              (m) => m.MyPredictionsPage,
            ),
          },
          {
            path: 'profile',
            lazy: page(
              () => import('../features/profiles/ProfilePage'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'trophies',
            lazy: page(
              () => import('../features/trophies/TrophyRoomPage'),
              (m) => m.OwnTrophyRoomPage,
            ),
          },
          {
            path: 'predictions/:matchId',
            lazy: page(
              () => import('../features/predictions/MatchPage'),
              (m) => m.MatchPage,
            ),
          },
          {
            path: 'compare/:userId',
            lazy: page(
              () => import('../features/compare/ComparePage'),
              (m) => m.ComparePage,
            ),
          },
          {
            path: 'kit-designer',
            lazy: page(
              () => import('../features/onboarding/KitDesignerPage'),
              (m) => m.KitDesignerPage,
            ),
          },
          {
            path: 'select-favourite-team',
            lazy: page(
              () => import('../features/onboarding/FavouriteTeamPage'),
              (m) => m.FavouriteTeamPage,
            ),
          },
          {
            path: 'new-user',
            lazy: page(
              () => import('../features/onboarding/NewUserPage'),
              (m) => m.NewUserPage,
            ),
          },
        ],
      },
      { element: <RequireAdmin />, children: [] },
      {
        // /{groupname}: one path segment is a fan league's landing page; a segment that cannot be
        // a group name (and any deeper unknown path, below) is the not-found page.
        path: ':groupname',
        lazy: async () => {
          const [{ FanLeaguePage }, { NotFoundPage }] = await Promise.all([
            import('../features/fan-leagues/FanLeaguePage'),
            import('../features/not-found/NotFoundPage'),
          ]);
          return { Component: () => <FanLeaguePage notFound={<NotFoundPage />} /> };
        },
      },
      {
        path: '*',
        lazy: page(
          () => import('../features/not-found/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
