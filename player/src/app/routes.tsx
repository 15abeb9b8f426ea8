import type { RouteObject } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { AnonymousOnly, RequireAdmin, RequireAuth } from './guards';
import { HomePage } from '../features/home/HomePage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SeasonsPage } from '../features/seasons';
import { ContactPage, PrivacyPolicyPage, RulesPage, TermsPage } from '../features/info';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/**
 * The player site's routes. Add signed-in-only pages under RequireAuth and admin-only pages under
 * RequireAdmin; the catch-all stays last (the fan-league landing /{groupname} will take it over).
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      {
        element: <AnonymousOnly />,
        children: [
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      { path: 'seasons', element: <SeasonsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'rules', element: <RulesPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { element: <RequireAuth />, children: [] },
      { element: <RequireAdmin />, children: [] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
