/** Spec §9: wait 1 second after both scores are filled, then count down 3 seconds. */
export const AUTO_SUBMIT_DELAY_MS = 1000;
export const AUTO_SUBMIT_COUNTDOWN_S = 3;

interface Pending {
  phase: 'waiting' | 'countdown';
  timer: ReturnType<typeof setTimeout>;
  secondsLeft: number;
}

/** Seconds left per match while its countdown shows. */
export type Countdowns = Readonly<Record<number, number>>;

/**
 * Auto-submit of the season page (spec §4) as a small timer machine, one entry per match.
 * `schedule(id)` once both scores of an unsaved prediction are filled: 1 s wait, then a visible
 * 3-second countdown, then `submit(id)`. Starting a countdown immediately submits every other
 * pending match. `cancel(id)` (any edit, or a manual submit) clears that match's timers;
 * `submitNow(id)` saves at once; `dispose()` clears everything without saving.
 */
export class AutoSubmitMachine {
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly submit: (matchId: number) => void,
    private readonly onChange: (countdowns: Countdowns) => void = () => {},
  ) {}

  schedule(matchId: number): void {
    this.clear(matchId);
    this.pending.set(matchId, {
      phase: 'waiting',
      secondsLeft: AUTO_SUBMIT_COUNTDOWN_S,
      timer: setTimeout(() => this.startCountdown(matchId), AUTO_SUBMIT_DELAY_MS),
    });
    this.publish();
  }

  cancel(matchId: number): void {
    if (this.clear(matchId)) this.publish();
  }

  submitNow(matchId: number): void {
    if (this.pending.has(matchId)) this.fire(matchId);
  }

  isPending(matchId: number): boolean {
    return this.pending.has(matchId);
  }

  dispose(): void {
    this.pending.forEach((entry) => clearTimeout(entry.timer));
    this.pending.clear();
  }

  countdowns(): Countdowns {
    const out: Record<number, number> = {};
    this.pending.forEach((entry, id) => {
      if (entry.phase === 'countdown') out[id] = entry.secondsLeft;
    });
    return out;
  }

  private startCountdown(matchId: number): void {
    // A new countdown submits the previous pending ones at once.
    [...this.pending.keys()].filter((id) => id !== matchId).forEach((id) => this.fire(id));
    this.pending.set(matchId, {
      phase: 'countdown',
      secondsLeft: AUTO_SUBMIT_COUNTDOWN_S,
      timer: setTimeout(() => this.tick(matchId), 1000),
    });
    this.publish();
  }

  private tick(matchId: number): void {
    const entry = this.pending.get(matchId);
    if (!entry) return;
    if (entry.secondsLeft <= 1) {
      this.fire(matchId);
      return;
    }
    entry.secondsLeft -= 1;
    entry.timer = setTimeout(() => this.tick(matchId), 1000);
    this.publish();
  }

  private fire(matchId: number): void {
    this.clear(matchId);
    this.publish();
    this.submit(matchId);
  }

  private clear(matchId: number): boolean {
    const entry = this.pending.get(matchId);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.pending.delete(matchId);
    return true;
  }

  private publish(): void {
    this.onChange(this.countdowns());
  }
}
