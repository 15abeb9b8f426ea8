import { UPLOAD_MAX_BYTES } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import { chosenFile } from '../../lib/multipart';

/**
 * ImageInput validator mirroring the server (images only, at most 5MB): a newly chosen file is
 * checked; a stored image (a URL or its preview) and no image pass.
 */
export function trophyImage(value: unknown): string | undefined {
  const file = chosenFile(value);
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return MESSAGES.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.imageSize;
  return undefined;
}
