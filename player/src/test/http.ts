import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
}

type Handler = Reply | ((init: RequestInit) => Reply | Promise<Reply>);

/**
 * Stubs fetch with answers keyed by 'METHOD /api/path?query'. Unknown requests answer 404 so a
 * missing stub shows up as a failure, not a hang. Returns the mock to inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    const reply =
      typeof handler === 'function'
        ? await handler(init)
        : (handler ?? { status: 404, body: { message: `No stub for ${key}` } });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a stubbed request was sent with. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, key: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
