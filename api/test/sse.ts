/** A Server-Sent Events client for tests: parses the stream's frames as they arrive. */
export type SseFrame = {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  retry?: string;
};

export type SseClient = {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  /** Resolves with the first frame (already received or to come) that matches, or fails after `ms`. */
  waitFor: (match: (frame: SseFrame) => boolean, ms?: number) => Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => Promise<void>;
};

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame: SseFrame = {};
          for (const line of buffer.slice(0, end).split('\n')) {
            if (line.startsWith(':')) frame.comment = line.slice(1).trim();
            const [, field, text] = /^(\w+): ?(.*)$/.exec(line) ?? [];
            if (field) frame[field as 'id' | 'event' | 'data' | 'retry'] = text;
          }
          buffer = buffer.slice(end + 2);
          frames.push(frame);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      /* aborted */
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    headers: response.headers,
    frames,
    ended,
    waitFor: (match, ms = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found) return finish(() => resolve(found));
          if (done) finish(() => reject(new Error('the stream ended')));
        };
        const timer = setTimeout(
          () =>
            finish(() =>
              reject(new Error(`no matching frame within ${ms} ms: ${JSON.stringify(frames)}`)),
            ),
          ms,
        );
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      }),
    close: async () => {
      controller.abort();
      await ended;
    },
  };
}
