import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { SetResultForm } from './SetResultDialog';
import { LayoutFrame } from '../../test/screens';

afterEach(cleanup);

const DAY = 24 * 3600 * 1000;
const REFUSAL =
  'This match has not kicked off yet. Tick "Record a result before kick-off" to record one anyway.';

function matchAt(matchDate: Date): AdminMatch {
  return {
    id: 9,
    season: { id: 1, name: 'Premier League' },
    matchGroup: null,
    homeTeam: { id: 3, name: 'Arsenal', logoUrl: null },
    awayTeam: { id: 4, name: 'Chelsea', logoUrl: null },
    matchDate: matchDate.toISOString(),
    predictionsClose: new Date(matchDate.getTime() - 3600_000).toISOString(),
    venue: null,
    matchWeek: null,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    seasonId: 1,
    matchGroupId: null,
    homeTeamId: 3,
    awayTeamId: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function renderForm(match: AdminMatch, onSubmit: (values: object) => Promise<unknown>) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <LayoutFrame>
        <SetResultForm match={match} onSubmit={onSubmit as never} onCancel={() => {}} />
      </LayoutFrame>
    </AdminContext>,
  );
  fireEvent.change(screen.getByLabelText(/^Arsenal/), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText(/^Chelsea/), { target: { value: '0' } });
}

describe('SetResultForm: a result before kick-off', () => {
  it('offers the tick for a match weeks before kick-off, shows the refusal beside it, and sends beforeKickOff once ticked', async () => {
    // The API's refusal of an unticked result, as the dialog's submit returns it.
    const onSubmit = vi.fn(async (values: { beforeKickOff?: boolean }) =>
      values.beforeKickOff ? undefined : { beforeKickOff: REFUSAL },
    );
    renderForm(matchAt(new Date(Date.now() + 21 * DAY)), onSubmit);
    const tick = screen.getByRole('checkbox', { name: 'Record a result before kick-off' });
    expect((tick as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set Result' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    expect(onSubmit.mock.calls[0][0]).toEqual({ homeGoals: 3, awayGoals: 0 });

    fireEvent.click(tick);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set Result' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toEqual({ homeGoals: 3, awayGoals: 0, beforeKickOff: true });
  });

  it('offers no before-kick-off tick once the match has kicked off, and sends the score alone', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(matchAt(new Date(Date.now() - DAY)), onSubmit);
    expect(screen.queryByRole('checkbox', { name: 'Record a result before kick-off' })).toBeNull();
    const live = screen.getByRole('checkbox', { name: 'Live score: the match is still in play' });
    expect((live as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set Result' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([{ homeGoals: 3, awayGoals: 0 }]);
  });
});

describe('SetResultForm: a live score', () => {
  it('is unticked for a match in progress without a live score: Set Result finishes it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm({ ...matchAt(new Date(Date.now() - 3600_000)), status: 'in_progress' }, onSubmit);
    const live = screen.getByRole('checkbox', { name: 'Live score: the match is still in play' });
    expect((live as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set Result' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ homeGoals: 3, awayGoals: 0 }]);
  });

  it('is ticked for a match with a live score and sends inPlay; unticked it sends the final result', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(
      {
        ...matchAt(new Date(Date.now() - 3600_000)),
        status: 'in_progress',
        homeGoals: 1,
        awayGoals: 0,
      },
      onSubmit,
    );
    const live = screen.getByRole('checkbox', { name: 'Live score: the match is still in play' });
    expect((live as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Set Result' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ homeGoals: 3, awayGoals: 0, inPlay: true }]);
    fireEvent.click(live);
    fireEvent.click(screen.getByRole('button', { name: 'Set Result' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]).toEqual([{ homeGoals: 3, awayGoals: 0 }]);
  });
});
