import { describe, expect, it } from 'vitest';
import { scoreOf, scorePrediction } from './score';

// Every case of the rule: exact, correct result (home win, away win, draw), wrong, each with and without banker.
const CASES: [
  string,
  [number, number],
  boolean,
  [number, number],
  number,
  { exactScore: number; correctResult: number; bankerBonus: number },
][] = [
  ['exact score', [2, 1], false, [2, 1], 3, { exactScore: 3, correctResult: 0, bankerBonus: 0 }],
  [
    'exact score with banker doubles to 6',
    [2, 1],
    true,
    [2, 1],
    6,
    { exactScore: 3, correctResult: 0, bankerBonus: 3 },
  ],
  ['exact draw', [1, 1], false, [1, 1], 3, { exactScore: 3, correctResult: 0, bankerBonus: 0 }],
  [
    'correct home win',
    [3, 0],
    false,
    [1, 0],
    1,
    { exactScore: 0, correctResult: 1, bankerBonus: 0 },
  ],
  [
    'correct away win',
    [0, 2],
    false,
    [1, 4],
    1,
    { exactScore: 0, correctResult: 1, bankerBonus: 0 },
  ],
  ['correct draw', [0, 0], false, [2, 2], 1, { exactScore: 0, correctResult: 1, bankerBonus: 0 }],
  [
    'correct result with banker doubles to 2',
    [2, 0],
    true,
    [1, 0],
    2,
    { exactScore: 0, correctResult: 1, bankerBonus: 1 },
  ],
  ['wrong result', [2, 0], false, [0, 1], 0, { exactScore: 0, correctResult: 0, bankerBonus: 0 }],
  [
    'wrong result predicting a draw',
    [1, 1],
    false,
    [2, 1],
    0,
    { exactScore: 0, correctResult: 0, bankerBonus: 0 },
  ],
  [
    'wrong result with banker costs 1',
    [2, 0],
    true,
    [0, 1],
    -1,
    { exactScore: 0, correctResult: 0, bankerBonus: -1 },
  ],
  [
    'goalless exact with banker',
    [0, 0],
    true,
    [0, 0],
    6,
    { exactScore: 3, correctResult: 0, bankerBonus: 3 },
  ],
];

describe('scorePrediction', () => {
  it.each(CASES)('%s', (_name, [ph, pa], isBanker, [rh, ra], points, breakdown) => {
    const scored = scorePrediction(
      { homeGoals: ph, awayGoals: pa, isBanker },
      { homeGoals: rh, awayGoals: ra },
    );
    expect(scored.points).toBe(points);
    expect({
      exactScore: scored.exactScore,
      correctResult: scored.correctResult,
      bankerBonus: scored.bankerBonus,
    }).toEqual(breakdown);
  });
});

describe('scoreOf', () => {
  const guess = { homeGoals: 2, awayGoals: 1, isBanker: true };

  it('scores a prediction of a finished match by the rule', () => {
    expect(scoreOf(guess, { status: 'finished', homeGoals: 2, awayGoals: 1 })).toEqual({
      isScored: true,
      points: 6,
      exactScorePoints: 3,
      correctResultPoints: 0,
      bankerBonus: 3,
    });
    expect(scoreOf(guess, { status: 'finished', homeGoals: 0, awayGoals: 1 })).toMatchObject({
      isScored: true,
      points: -1,
      bankerBonus: -1,
    });
  });

  it('leaves it unscored, with nothing, until the match is finished with a score', () => {
    const nothing = {
      isScored: false,
      points: 0,
      exactScorePoints: 0,
      correctResultPoints: 0,
      bankerBonus: 0,
    };
    for (const match of [
      { status: 'scheduled', homeGoals: null, awayGoals: null },
      { status: 'postponed', homeGoals: 2, awayGoals: 1 },
      { status: 'cancelled', homeGoals: null, awayGoals: null },
      { status: 'finished', homeGoals: 2, awayGoals: null },
    ])
      expect(scoreOf(guess, match)).toEqual(nothing);
  });
});
