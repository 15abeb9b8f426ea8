import { REQUEST_TIMEOUT_MS } from '@predictor/contracts/constants';

/**
 * API answers the server's boot script asked for before the app's scripts ran
 * (api/src/lib/boot-shell.ts: `window[key] = { token, answer }`, the answer null when the request
 * failed). Each is taken once; the app asks again itself when it has none or the token changed.
 */
export interface EarlyAnswer<T> {
  token: string;
  answer: Promise<T | null>;
}

/**
 * Takes the boot script's request under `key`. Its answer counts as failed (null) when it has not
 * come within the api client's timeout, so a hung request is asked again rather than waited on.
 */
export function takeEarlyAnswer<T>(key: string): EarlyAnswer<T> | null {
  const holder = window as unknown as Record<string, EarlyAnswer<T> | undefined>;
  const asked = holder[key] ?? null;
  delete holder[key];
  if (!asked) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS);
  });
  const answer = Promise.race([asked.answer, late]).finally(() => clearTimeout(timer));
  return { token: asked.token, answer };
}
