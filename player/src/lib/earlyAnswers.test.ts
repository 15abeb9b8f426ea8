import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@predictor/contracts/constants';
import { EARLY_GETS } from '@predictor/contracts/landing';
import { EARLY_GET_MAX_AGE_MS, takeEarlyAnswer, takeEarlyGet } from './earlyAnswers';

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

describe('takeEarlyGet', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete holder[EARLY_GETS];
  });

  const asked = (token: string, at = Date.now()) =>
    (holder[EARLY_GETS] = {
      token,
      at,
      answers: {
        '/leagues/3': Promise.resolve({ id: 3 }),
        '/leagues/3/match-groups': Promise.resolve([]),
      },
    });

  it('takes a path asked with the same token once, and leaves the others', async () => {
    asked('tok');
    expect(await takeEarlyGet('/leagues/3', 'tok')).toEqual({ id: 3 });
    expect(takeEarlyGet('/leagues/3', 'tok')).toBeNull();
    expect(takeEarlyGet('/leagues/4', 'tok')).toBeNull();
    expect(await takeEarlyGet('/leagues/3/match-groups', 'tok')).toEqual([]);
  });

  it("takes a guest's reads without a token, and none asked with another player's token", async () => {
    asked('');
    expect(await takeEarlyGet('/leagues/3', null)).toEqual({ id: 3 });
    asked('tok');
    expect(takeEarlyGet('/leagues/3', 'other')).toBeNull();
    expect(takeEarlyGet('/leagues/3', 'tok')).toBeNull();
  });

  it('takes none asked too long ago', () => {
    asked('tok', Date.now() - EARLY_GET_MAX_AGE_MS - 1);
    expect(takeEarlyGet('/leagues/3', 'tok')).toBeNull();
  });
});
