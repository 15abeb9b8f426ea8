import type { Context } from 'koa';

const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the request has been answered, so its duration cannot show in the answer's
 * timing (forgot-password answers a known and an unknown address alike). A failure is logged; the
 * caller already has its answer. A stopping server waits for what is still running (`settled`).
 */
export function afterAnswer(ctx: Context, work: () => Promise<unknown>): void {
  const log = ctx.log;
  setImmediate(() => {
    const running: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  });
}

/** Resolves when every piece of work started by afterAnswer so far has ended. */
export async function settled(): Promise<void> {
  // One turn first, so work scheduled by an answer that was just sent has started.
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(pending);
}
