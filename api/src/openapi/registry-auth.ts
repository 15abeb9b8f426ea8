import {
  changePasswordResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resetPasswordSchema,
  userResponseSchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { json, route, type RouteContract } from './types';

/** Sign-in and account security, and the signed unsubscribe links of e-mails. */
export const authRoutes: RouteContract[] = [
  route('POST', '/auth/register', 'Create an account and sign in', {
    tag: 'Auth',
    access: 'public',
    body: registerSchema,
    responses: { 201: loginResponseSchema },
  }),
  route('POST', '/auth/login', 'Sign in (401 wrong credentials or deactivated)', {
    tag: 'Auth',
    access: 'public',
    body: loginSchema,
    responses: json(loginResponseSchema),
  }),
  route('GET', '/auth/me', 'The signed-in user', {
    tag: 'Auth',
    access: 'user',
    responses: json(userResponseSchema),
  }),
  route('POST', '/auth/forgot-password', 'Mail a reset link (same answer for unknown addresses)', {
    tag: 'Auth',
    access: 'public',
    body: forgotPasswordSchema,
    responses: json(messageSchema),
  }),
  route('POST', '/auth/reset-password', 'Set a new password with a reset token', {
    tag: 'Auth',
    access: 'public',
    body: resetPasswordSchema,
    responses: json(messageSchema),
  }),
  route(
    'POST',
    '/auth/change-password',
    'Change the password (400 WRONG_PASSWORD for a wrong current one, counted per account like failed logins); every other session ends, this device gets a new token',
    {
      tag: 'Auth',
      access: 'user',
      body: changePasswordSchema,
      responses: json(changePasswordResponseSchema),
    },
  ),
  route('POST', '/auth/sign-out-everywhere', 'End every session of the caller, this one included', {
    tag: 'Auth',
    access: 'user',
    responses: { 204: null },
  }),

  route(
    'GET',
    '/newsletter/unsubscribe',
    'One-click unsubscribe page for a newsletter, recap or reminder link (400 bad token)',
    {
      tag: 'Newsletter',
      access: 'public',
      query: q.tokenQuery,
      responses: { 200: 'html' },
    },
  ),
  route(
    'POST',
    '/newsletter/unsubscribe',
    'RFC 8058 one-click unsubscribe: all e-mails (newsletter, recap link) or deadline reminders only (reminder link)',
    {
      tag: 'Newsletter',
      access: 'public',
      query: q.tokenQuery,
      responses: json(messageSchema),
    },
  ),
];
