import { describe, expect, it } from 'vitest';
import { namesHeldIn, type Snapshot } from './snapshot';

/** A held table of players `userIds` named `names`, in that order. */
const held = (userIds: number[], names: string[]) =>
  ({
    userIds: Int32Array.from(userIds),
    teamNames: names,
    rowByUser: userIds.reduce(
      (rows, id, i) => ((rows[id] = i + 1), rows),
      new Int32Array(Math.max(0, ...userIds) + 1),
    ),
  }) as unknown as Snapshot;

describe('names shared with the tables held', () => {
  it("gives a held table's name when the player is held under it, else the name read", () => {
    const nameOf = namesHeldIn([held([3, 9], ['Red Rovers', 'Blue Belles']), held([4], ['Lions'])]);
    expect(nameOf(9, 'Blue Belles')).toBe('Blue Belles');
    expect(nameOf(4, 'Lions')).toBe('Lions');
    // Renamed since the held table was read: the new name.
    expect(nameOf(3, 'Red Rockets')).toBe('Red Rockets');
    // In no held table, or beyond every table's ids.
    expect(nameOf(5, 'Newcomers')).toBe('Newcomers');
    expect(nameOf(50, 'Far Away')).toBe('Far Away');
    expect(namesHeldIn([])(3, 'Anyone')).toBe('Anyone');
  });
});
