import { api } from '../../lib/api';
import type { User } from '../../lib/session';

export interface AuthAnswer {
  token: string;
  user: User;
}

export interface RegisterBody {
  teamName: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** POST /auth/login → { token, user } */
export const login = (body: { email: string; password: string }) =>
  api.post<AuthAnswer>('/auth/login', body);

/** POST /auth/register → { token, user } */
export const register = (body: RegisterBody) => api.post<AuthAnswer>('/auth/register', body);

/** POST /auth/forgot-password → { message } */
export const forgotPassword = (email: string) =>
  api.post<{ message: string }>('/auth/forgot-password', { email });

/** POST /auth/reset-password → { message } */
export const resetPassword = (token: string, password: string) =>
  api.post<{ message: string }>('/auth/reset-password', { token, password });
