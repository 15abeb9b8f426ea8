/** "Your data" on the profile (UK GDPR): the data download and the account's deletion. */
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';

/** GET /users/me/export, saved as the JSON file the server names (predictor-data-<id>-<day>.json). */
export const downloadMyData = () =>
  downloadFile('/users/me/export', {
    accept: 'application/json',
    fallbackName: 'predictor-data.json',
  });

/** DELETE /users/me {password, confirmation} → 204: the account is erased and every session ends. */
export const deleteAccount = (body: DeleteAccountInput) => api.delete<void>('/users/me', body);

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
