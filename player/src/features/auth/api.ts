import { useMutation } from '@tanstack/react-query';
import type {
  LoginInput,
  LoginResponse,
  MessageAnswer,
  RegisterInput,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';

/**
 * Auth calls (pattern: features/seasons/api.ts). Nothing here is cached: the signed-in user lives
 * in the session provider, which also applies the login cache rule; so there is no key factory.
 */

/** POST /auth/login → { token, user } */
export const login = (body: LoginInput) => api.post<LoginResponse>('/auth/login', body);

/** POST /auth/register → { token, user } */
export const register = (body: RegisterInput) => api.post<LoginResponse>('/auth/register', body);

/** POST /auth/forgot-password → { message } */
export const forgotPassword = (body: { email: string }) =>
  api.post<MessageAnswer>('/auth/forgot-password', body);

/** POST /auth/reset-password → { message } */
export const resetPassword = (body: { token: string; password: string }) =>
  api.post<MessageAnswer>('/auth/reset-password', body);

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
