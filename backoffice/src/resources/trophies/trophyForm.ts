import { MESSAGES } from '@predictor/contracts/messages';
import { trophyInputSchema } from '@predictor/contracts/schemas';
import { chosenImage } from '../../lib/chosenImage';

/**
 * The trophy form (admin spec §5): the contracts' trophy schema, whose image is the stored URL, or
 * a newly chosen image of at most 5MB (sent as the multipart field `image`).
 */
export const trophyFormSchema = trophyInputSchema.extend({
  imageUrl: trophyInputSchema.shape.imageUrl.or(
    chosenImage((type) => type.startsWith('image/'), {
      type: MESSAGES.imageType,
      size: MESSAGES.imageSize,
    }),
  ),
});
