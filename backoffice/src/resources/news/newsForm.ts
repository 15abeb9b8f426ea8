import { MESSAGES } from '@predictor/contracts/messages';
import { newsPostInputSchema } from '@predictor/contracts/schemas';
import { chosenImage } from '../../lib/chosenImage';

/**
 * The news form (admin spec §5): the contracts' post schema, whose header image is the stored URL,
 * or a newly chosen image file ('Please select an image file', 'Image must be less than 5MB').
 */
export const newsFormSchema = newsPostInputSchema.extend({
  headerImage: newsPostInputSchema.shape.headerImage.or(
    chosenImage((type) => type.startsWith('image/'), {
      type: MESSAGES.imageType,
      size: MESSAGES.imageSize,
    }),
  ),
});
