import { z } from 'zod';

/** A trimmed string that must be present and non-empty; missing, wrong type or blank all give `message`. */
export function requiredText(message: string, max = 1000) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}
