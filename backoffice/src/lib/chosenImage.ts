import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts/constants';

/**
 * A file newly chosen in an ImageInput (its value `{ rawFile, src, title }`), checked before it is
 * sent: its type (`accepts`), then at most UPLOAD_MAX_BYTES. The request schemas know only the
 * stored image's URL (the file goes as multipart), so the forms extend them with this; the server
 * checks the bytes again.
 */
export const chosenImage = (
  accepts: (type: string) => boolean,
  messages: { type: string; size: string },
) =>
  z
    .object({ rawFile: z.file() })
    .transform((value) => value.rawFile)
    .pipe(
      z
        .file()
        .refine((file) => accepts(file.type), messages.type)
        .max(UPLOAD_MAX_BYTES, messages.size),
    );
