import { TROPHY_TYPES } from '@predictor/contracts/constants';

/** The i18n key of a trophy type's label (admin spec §3: custom → "Custom Trophy", ...). */
export const trophyTypeLabelKey = (type: string) => `resources.trophies.types.${type}`;

/** SelectInput choices for the trophy types, labels translated by react-admin. */
export const TROPHY_TYPE_CHOICES = TROPHY_TYPES.map((type) => ({
  id: type,
  name: trophyTypeLabelKey(type),
}));
