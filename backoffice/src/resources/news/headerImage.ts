import { UPLOAD_MAX_BYTES } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import { chosenFile } from '../../lib/multipart';

/**
 * Client checks of a newly chosen header image, mirroring the server: an image type ('Please select
 * an image file') of at most 5MB ('Image must be less than 5MB'). A stored image is not checked.
 */
export function validateHeaderImage(value: unknown): string | undefined {
  const file = chosenFile(value);
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return MESSAGES.imageType;
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.imageSize;
  return undefined;
}

/** The ImageInput shows a stored URL as a preview: a string value becomes `{ src }`. */
export function formatHeaderImage(value: unknown): unknown {
  if (typeof value === 'string') return value ? { src: value, title: 'Header image' } : null;
  return value;
}
