import {
  COLOUR_PATTERN,
  DEFAULT_KIT_PRIMARY,
  DEFAULT_KIT_SECONDARY,
  KIT_STYLE_IDS,
} from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import type { KitInput, KitStyle, User } from '@predictor/contracts/types';

/** The kit being designed: a style (none chosen yet for a new player) and two colours. */
export interface KitDraft {
  kitStyle: KitStyle | null;
  primary: string;
  secondary: string;
}

const isKitStyle = (value: unknown): value is KitStyle =>
  (KIT_STYLE_IDS as readonly unknown[]).includes(value);
const colourOr = (value: string | null | undefined, fallback: string) =>
  value && COLOUR_PATTERN.test(value) ? value.toLowerCase() : fallback;

/** The player's own kit, or no style and the default blue and white (spec §3). */
export function initialKit(user: User | null): KitDraft {
  return {
    kitStyle: isKitStyle(user?.kitStyle) ? user.kitStyle : null,
    primary: colourOr(user?.kitPrimaryColour, DEFAULT_KIT_PRIMARY),
    secondary: colourOr(user?.kitSecondaryColour, DEFAULT_KIT_SECONDARY),
  };
}

/** The body of PUT /users/profile for a draft, or the message the error modal shows. */
export function kitBody(draft: KitDraft): { body: KitInput } | { error: string } {
  if (!draft.kitStyle) return { error: MESSAGES.selectKitStyle };
  return {
    body: {
      kitStyle: draft.kitStyle,
      kitPrimaryColour: draft.primary,
      kitSecondaryColour: draft.secondary,
    },
  };
}
