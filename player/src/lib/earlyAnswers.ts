import { REQUEST_TIMEOUT_MS } from '@predictor/contracts/constants';
import { EARLY_GETS } from '@predictor/contracts/landing';

/**
 * API answers the server's boot script asked for before the app's scripts ran
 * (api/src/lib/boot-shell.ts: `window[key] = { token, answer }`, the answer null when the request
 * failed). Each is taken once; the app asks again itself when it has none or the token changed.
 */
export interface EarlyAnswer<T> {
  token: string;
  answer: Promise<T | null>;
}

/** A boot-gets list's answers (contracts/landing.ts EARLY_GETS), keyed by path under /api. */
interface EarlyGets {
  token: string;
  at: number;
  answers: Record<string, Promise<unknown> | undefined>;
}

/** A boot-gets answer older than this is not taken: the app asks afresh (a page opened long after the visit began). */
export const EARLY_GET_MAX_AGE_MS = 30_000;

/** `answer`, or null when it has not come within the api client's timeout (a hung request is asked again, not waited on). */
function withinTimeout<T>(answer: Promise<T | null>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** Takes the boot script's request under `key` (its answer null when it failed or came too late). */
export function takeEarlyAnswer<T>(key: string): EarlyAnswer<T> | null {
  const holder = window as unknown as Record<string, EarlyAnswer<T> | undefined>;
  const asked = holder[key] ?? null;
  delete holder[key];
  if (!asked) return null;
  return { token: asked.token, answer: withinTimeout(asked.answer) };
}

/**
 * The boot script's answer of GET /api{path}, taken once, when it was asked with `token` (null for
 * a guest) and not too long ago; null when there is none. The answer itself is null when that
 * request failed or came too late.
 */
export function takeEarlyGet(path: string, token: string | null): Promise<unknown> | null {
  const early = (window as unknown as Record<string, EarlyGets | undefined>)[EARLY_GETS];
  const answer = early?.answers[path];
  if (!early || !answer) return null;
  delete early.answers[path];
  if (early.token !== (token ?? '') || Date.now() - early.at > EARLY_GET_MAX_AGE_MS) return null;
  return withinTimeout(answer);
}
