import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@predictor/contracts/constants';
import { takeEarlyAnswer } from './earlyAnswers';

const holder = window as unknown as Record<string, unknown>;

describe('takeEarlyAnswer', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete holder.__early;
  });

  it('takes what the boot script left once, with its token and answer', async () => {
    holder.__early = { token: 'tok', answer: Promise.resolve({ ok: 1 }) };
    const taken = takeEarlyAnswer<{ ok: number }>('__early');
    expect(taken?.token).toBe('tok');
    expect(await taken?.answer).toEqual({ ok: 1 });
    expect(holder.__early).toBeUndefined();
    expect(takeEarlyAnswer('__early')).toBeNull();
  });

  it("counts an answer that has not come within the api client's timeout as failed", async () => {
    vi.useFakeTimers();
    holder.__early = { token: 'tok', answer: new Promise(() => {}) };
    const taken = takeEarlyAnswer('__early');
    let settled: unknown = 'pending';
    void taken?.answer.then((answer) => (settled = answer));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });
});
