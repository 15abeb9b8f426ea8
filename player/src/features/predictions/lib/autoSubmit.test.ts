import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoSubmitMachine } from './autoSubmit';

describe('AutoSubmitMachine (spec §4 auto-submit)', () => {
  let submitted: number[];
  let shown: Record<number, number>;
  let machine: AutoSubmitMachine;

  beforeEach(() => {
    vi.useFakeTimers();
    submitted = [];
    shown = {};
    machine = new AutoSubmitMachine(
      (id) => submitted.push(id),
      (c) => (shown = { ...c }),
    );
  });
  afterEach(() => {
    machine.dispose();
    vi.useRealTimers();
  });

  it('waits 1 s, then counts down 3 s visibly, then submits', () => {
    machine.schedule(1);
    vi.advanceTimersByTime(999);
    expect(shown).toEqual({});
    vi.advanceTimersByTime(1);
    expect(shown).toEqual({ 1: 3 });
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual({ 1: 2 });
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual({ 1: 1 });
    expect(submitted).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([1]);
    expect(shown).toEqual({});
  });

  it('starting a new countdown immediately submits the previous one', () => {
    machine.schedule(1);
    vi.advanceTimersByTime(1500); // 1 counting down
    machine.schedule(2);
    vi.advanceTimersByTime(999);
    expect(submitted).toEqual([]);
    vi.advanceTimersByTime(1); // 2 starts its countdown
    expect(submitted).toEqual([1]);
    expect(shown).toEqual({ 2: 3 });
    vi.advanceTimersByTime(3000);
    expect(submitted).toEqual([1, 2]);
  });

  it('an edit clears the pending timers (in the wait and in the countdown)', () => {
    machine.schedule(1);
    vi.advanceTimersByTime(500);
    machine.cancel(1);
    vi.advanceTimersByTime(10_000);
    expect(submitted).toEqual([]);
    machine.schedule(1);
    vi.advanceTimersByTime(2000);
    machine.cancel(1);
    expect(shown).toEqual({});
    vi.advanceTimersByTime(10_000);
    expect(submitted).toEqual([]);
  });

  it('an edit restarts the wait from the beginning', () => {
    machine.schedule(1);
    vi.advanceTimersByTime(900);
    machine.schedule(1);
    vi.advanceTimersByTime(900);
    expect(shown).toEqual({});
    vi.advanceTimersByTime(100);
    expect(shown).toEqual({ 1: 3 });
  });

  it('save now submits at once and leaves no timer behind', () => {
    machine.schedule(1);
    vi.advanceTimersByTime(1000);
    machine.submitNow(1);
    expect(submitted).toEqual([1]);
    vi.advanceTimersByTime(10_000);
    expect(submitted).toEqual([1]);
    machine.submitNow(1);
    expect(submitted).toEqual([1]);
  });
});
