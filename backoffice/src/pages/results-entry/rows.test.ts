import { describe, expect, it } from 'vitest';
import type { AdminMatch } from '@predictor/contracts/types';
import {
  applyEdit,
  buildPayload,
  defaultWeek,
  goalsError,
  isChanged,
  mapRowErrors,
  statusOptions,
  toRow,
  type ResultRow,
} from './rows';

const NOW = Date.parse('2026-03-14T18:00:00Z');

function match(id: number, fields: Partial<AdminMatch> = {}): AdminMatch {
  const team = (teamId: number, name: string) => ({ id: teamId, name, logoUrl: null });
  return {
    id,
    season: { id: 1, name: 'Championship 2025/26' },
    matchGroup: null,
    homeTeam: team(10, `Home ${id}`),
    awayTeam: team(11, `Away ${id}`),
    matchDate: '2026-03-14T15:00:00.000Z',
    predictionsClose: '2026-03-14T14:00:00.000Z',
    venue: null,
    matchWeek: null,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    seasonId: 1,
    matchGroupId: 1,
    homeTeamId: 10,
    awayTeamId: 11,
    createdAt: '2025-06-01T00:00:00.000Z',
    ...fields,
  };
}

const typed = (row: ResultRow, fields: Partial<ResultRow>) => applyEdit({ ...row, ...fields }, row);

describe('goalsError: a goal cell as typed', () => {
  it('accepts an empty cell and whole numbers from 0', () => {
    for (const value of [null, undefined, '', 0, 3, 12]) expect(goalsError(value)).toBeNull();
  });
  it('refuses negatives, fractions and text with the API message', () => {
    for (const value of [-1, 1.5, '2', Number.NaN, 1000])
      expect(goalsError(value)).toBe('Goals must be whole numbers of 0 or more');
  });
});

describe('applyEdit and isChanged', () => {
  const row = toRow(match(1));
  it('a typed score makes the row finished and changed; clearing it gives the saved status back', () => {
    const scored = typed(row, { homeGoals: 2 });
    expect([scored.status, isChanged(scored)]).toEqual(['finished', true]);
    const cleared = typed(scored, { homeGoals: null });
    expect([cleared.status, isChanged(cleared)]).toEqual(['scheduled', false]);
  });
  it('postponing clears the score; going back to the saved status restores the saved score', () => {
    const finished = toRow(match(2, { status: 'finished', homeGoals: 1, awayGoals: 0 }));
    const postponed = typed(finished, { status: 'postponed' });
    expect([postponed.homeGoals, postponed.awayGoals]).toEqual([null, null]);
    const back = typed(postponed, { status: 'finished' });
    expect([back.homeGoals, back.awayGoals, isChanged(back)]).toEqual([1, 0, false]);
  });
  it("offers every status: the spec's scheduled, in progress, finished, cancelled, and postponed", () => {
    for (const saved of ['in_progress', 'finished'] as const)
      expect(statusOptions(saved)).toEqual([
        'scheduled',
        'in_progress',
        'finished',
        'cancelled',
        'postponed',
      ]);
  });
  it('moving a finished row back to scheduled or postponed clears its score', () => {
    const finished = toRow(match(3, { status: 'finished', homeGoals: 2, awayGoals: 2 }));
    for (const status of ['scheduled', 'postponed'] as const) {
      const moved = typed(finished, { status });
      expect([moved.homeGoals, moved.awayGoals, isChanged(moved)]).toEqual([null, null, true]);
      expect(buildPayload([moved], NOW).results).toEqual([{ matchId: 3, status }]);
    }
  });
  it('moving a finished row back in progress keeps its score as the live score', () => {
    const finished = toRow(match(3, { status: 'finished', homeGoals: 2, awayGoals: 2 }));
    const moved = typed(finished, { status: 'in_progress' });
    expect(buildPayload([moved], NOW).results).toEqual([
      { matchId: 3, status: 'in_progress', homeGoals: 2, awayGoals: 2 },
    ]);
  });
});

describe('live scores: a row in progress', () => {
  const inPlay = toRow(match(5, { status: 'in_progress' }));
  const live = toRow(match(5, { status: 'in_progress', homeGoals: 1, awayGoals: 0 }));
  it('typing a score on a match in progress finishes it; choosing In progress makes it a live score', () => {
    const scored = typed(typed(inPlay, { homeGoals: 1 }), { awayGoals: 0 });
    expect(scored.status).toBe('finished');
    const kept = typed(scored, { status: 'in_progress' });
    expect([kept.status, kept.homeGoals, kept.awayGoals]).toEqual(['in_progress', 1, 0]);
    expect(buildPayload([kept], NOW)).toEqual({
      results: [{ matchId: 5, status: 'in_progress', homeGoals: 1, awayGoals: 0 }],
      problems: new Map(),
    });
  });
  it('typing on a match with a live score updates the live score; Finished ends the match', () => {
    const goal = typed(live, { homeGoals: 2 });
    expect(goal.status).toBe('in_progress');
    expect(buildPayload([goal], NOW).results).toEqual([
      { matchId: 5, status: 'in_progress', homeGoals: 2, awayGoals: 0 },
    ]);
    const final = typed(goal, { status: 'finished' });
    expect(buildPayload([final], NOW).results).toEqual([
      { matchId: 5, homeGoals: 2, awayGoals: 0 },
    ]);
  });
  it('half a live score is reported, not sent; cleared goals send the status alone', () => {
    const half = typed(live, { awayGoals: null });
    expect(buildPayload([half], NOW)).toEqual({
      results: [],
      problems: new Map([[5, 'A live score needs both goal counts']]),
    });
    const cleared = typed(half, { homeGoals: null });
    expect(buildPayload([cleared], NOW).results).toEqual([{ matchId: 5, status: 'in_progress' }]);
  });
  it('refuses a live score before kick-off', () => {
    const early = toRow(match(6, { status: 'in_progress', matchDate: '2026-03-15T15:00:00.000Z' }));
    const scored = typed(typed(typed(early, { homeGoals: 0 }), { awayGoals: 0 }), {
      status: 'in_progress',
    });
    expect(buildPayload([scored], NOW).problems.get(6)).toBe(
      'This match has not kicked off yet: a live score starts at kick-off.',
    );
  });
});

describe('buildPayload: the bulk save from the changed rows', () => {
  it('sends changed rows only: scores as finished results, postponed and cancelled as statuses', () => {
    const rows = [1, 2, 3, 4].map((id) => toRow(match(id)));
    const edited = [
      typed(typed(rows[0], { homeGoals: 2 }), { awayGoals: 1 }),
      rows[1],
      typed(rows[2], { status: 'postponed' }),
      typed(rows[3], { status: 'cancelled' }),
    ];
    expect(buildPayload(edited, NOW)).toEqual({
      results: [
        { matchId: 1, homeGoals: 2, awayGoals: 1 },
        { matchId: 3, status: 'postponed' },
        { matchId: 4, status: 'cancelled' },
      ],
      problems: new Map(),
    });
  });
  it('reports a half-typed or invalid row on its row instead of sending it', () => {
    const rows = [1, 2].map((id) => toRow(match(id)));
    const { problems } = buildPayload(
      [
        typed(rows[0], { homeGoals: 2 }),
        typed(typed(rows[1], { homeGoals: 1 }), { awayGoals: -1 }),
      ],
      NOW,
    );
    expect(problems).toEqual(
      new Map([
        [1, 'Both goal counts are required'],
        [2, 'Goals must be whole numbers of 0 or more'],
      ]),
    );
  });
});

describe('buildPayload: a result before kick-off', () => {
  const future = toRow(match(5, { matchDate: '2026-04-04T15:00:00.000Z' }));
  const scored = typed(typed(future, { homeGoals: 3 }), { awayGoals: 0 });
  it('reports a result for a match not kicked off yet, unless ticked', () => {
    expect(buildPayload([scored], NOW)).toEqual({
      results: [],
      problems: new Map([
        [
          5,
          'This match has not kicked off yet. Tick "Record a result before kick-off" to record one anyway.',
        ],
      ]),
    });
  });
  it('sends a ticked row with beforeKickOff; the tick alone is no change', () => {
    const ticked = { ...scored, beforeKickOff: true };
    expect(buildPayload([ticked], NOW)).toEqual({
      results: [{ matchId: 5, homeGoals: 3, awayGoals: 0, beforeKickOff: true }],
      problems: new Map(),
    });
    expect(isChanged({ ...future, beforeKickOff: true })).toBe(false);
  });
  it('postponing a match not kicked off needs no tick', () => {
    expect(buildPayload([typed(future, { status: 'postponed' })], NOW).results).toEqual([
      { matchId: 5, status: 'postponed' },
    ]);
  });
});

describe('mapRowErrors: the API refusal on the grid rows', () => {
  it('keys each refused row index to the match sent at that index', () => {
    const sent = [
      { matchId: 7, homeGoals: 1, awayGoals: 0 },
      { matchId: 9, homeGoals: 0, awayGoals: 0 },
    ];
    expect(mapRowErrors(sent, [{ index: 1, message: 'Match not found' }])).toEqual(
      new Map([[9, 'Match not found']]),
    );
  });
});

describe('defaultWeek', () => {
  const groups = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('opens the earliest week with a match kicked off and no result', () => {
    const matches = [
      match(1, { matchGroupId: 1, status: 'finished', homeGoals: 1, awayGoals: 1 }),
      match(2, { matchGroupId: 2, matchDate: '2026-03-14T12:00:00.000Z', status: 'in_progress' }),
      match(3, { matchGroupId: 3, matchDate: '2026-03-21T12:00:00.000Z' }),
    ];
    expect(defaultWeek(groups, matches, NOW)).toBe(2);
  });
  it('else the week of the next kick-off, else the last week', () => {
    const played = match(1, { matchGroupId: 1, status: 'finished', homeGoals: 0, awayGoals: 0 });
    const next = match(3, { matchGroupId: 3, matchDate: '2026-03-21T12:00:00.000Z' });
    expect(defaultWeek(groups, [played, next], NOW)).toBe(3);
    expect(defaultWeek(groups, [played], NOW)).toBe(3);
    expect(defaultWeek([], [], NOW)).toBeNull();
  });
});
