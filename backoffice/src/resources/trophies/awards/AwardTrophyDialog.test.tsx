import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import type { AdminTrophy } from '@predictor/contracts/types';
import { i18nProvider } from '../../../i18n';
import { AwardTrophyDialog } from './AwardTrophyDialog';
import { limitResults, shouldSearch } from '../../../lib/useUserSearch';
import { addUser, awardProblem } from './awardRules';
import { LayoutFrame } from '../../../test/screens';

afterEach(cleanup);

const trophy = (id: number, name: string, isActive = true): AdminTrophy => ({
  id,
  name,
  description: 'd',
  trophyType: 'custom',
  imageUrl: null,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  _count: { awards: 0 },
});
const TROPHIES = [trophy(1, 'Golden Boot'), trophy(2, 'Old Cup', false)];
const users = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    teamName: `Rovers ${i + 1}`,
    email: `rovers${i + 1}@example.com`,
  }));

function renderDialog(methods: Record<string, unknown>, initialTrophyId: number | null = 1) {
  const onAwarded = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={methods as unknown as DataProvider} i18nProvider={i18nProvider}>
        <LayoutFrame>
          <AwardTrophyDialog
            trophies={TROPHIES}
            initialTrophyId={initialTrophyId}
            onClose={() => {}}
            onAwarded={onAwarded}
          />
        </LayoutFrame>
      </AdminContext>
    </MemoryRouter>,
  );
  return { onAwarded };
}

const awardButton = () => screen.getByRole('button', { name: 'Award' });
/** The award-to-all confirmation, found by its title. */
/** The award dialog's red banner, the alert with a Close button (the page's is behind the modal). */
async function bannerText() {
  const dialog = await screen.findByRole('dialog', { name: 'Award Trophy' });
  let banner: HTMLElement | undefined;
  await waitFor(() => {
    banner = within(dialog)
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByRole('button', { name: 'Close' }));
    expect(banner).toBeTruthy();
  });
  return banner?.textContent;
}
const confirmDialog = () => screen.findByRole('dialog', { name: 'Award to all players' });
const GOLDEN_BOOT_PREVIEW = {
  trophy: { id: 1, name: 'Golden Boot' },
  toAward: 204,
  alreadyHold: 2,
};

describe('award rules', () => {
  it('searches from 2 characters, shows at most 10 and adds no duplicates', () => {
    expect(shouldSearch('a')).toBe(false);
    expect(shouldSearch(' a ')).toBe(false);
    expect(shouldSearch('ab')).toBe(true);
    expect(limitResults(users(12))).toHaveLength(10);
    const one = addUser([], { id: 1, teamName: 'A', email: 'x@example.com' });
    expect(addUser(one, { id: 1, teamName: 'A', email: 'x@example.com' })).toBe(one);
    expect(addUser(one, { id: 2, teamName: 'B', email: 'x@example.com' })).toHaveLength(2);
  });

  it('needs an active trophy and either award-to-all or a user', () => {
    const active = { id: 1, isActive: true };
    expect(awardProblem({ trophy: null, awardToAll: true, userIds: [] })).toBe(
      'Please select a trophy',
    );
    expect(
      awardProblem({ trophy: { id: 2, isActive: false }, awardToAll: true, userIds: [] }),
    ).toBe('Only active trophies can be awarded');
    expect(awardProblem({ trophy: active, awardToAll: false, userIds: [] })).toBe(
      'Please select at least one user',
    );
    expect(awardProblem({ trophy: active, awardToAll: false, userIds: [3] })).toBeNull();
    expect(awardProblem({ trophy: active, awardToAll: true, userIds: [] })).toBeNull();
  });
});

describe('AwardTrophyDialog', () => {
  it('searches only from 2 characters and lists at most 10 users', async () => {
    const searchUsers = vi.fn(async () => users(12));
    renderDialog({ searchUsers });
    const search = screen.getByLabelText('Search users');
    fireEvent.change(search, { target: { value: 'r' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(searchUsers).not.toHaveBeenCalled();
    fireEvent.change(search, { target: { value: 'ro' } });
    const list = await screen.findByRole('list', { name: 'Search users' });
    expect(searchUsers).toHaveBeenCalledWith('ro');
    expect(within(list).getAllByRole('button')).toHaveLength(10);
  });

  it('adds chosen users as chips once and awards them with the reason', async () => {
    const awardTrophy = vi.fn(async () => ({ awarded: 1 }));
    const { onAwarded } = renderDialog({
      searchUsers: async () => users(2),
      awardTrophy,
    });
    expect(awardButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Please select at least one user')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'rov' } });
    const first = await screen.findByRole('button', { name: 'Rovers 1' });
    fireEvent.click(first);
    fireEvent.click(first);
    const chosen = screen.getByRole('group', { name: 'Selected users' });
    expect(within(chosen).getAllByText('Rovers 1')).toHaveLength(1);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: 'Great month' },
    });
    expect(awardButton()).toHaveProperty('disabled', false);
    fireEvent.click(awardButton());
    await waitFor(() => expect(onAwarded).toHaveBeenCalled());
    expect(awardTrophy).toHaveBeenCalledWith({ trophyId: 1, userIds: [1], reason: 'Great month' });
  });

  it("asks 'Award 'Golden Boot' to 204 players? 2 already hold it and are skipped.' first", async () => {
    const previewAwardAll = vi.fn(async () => GOLDEN_BOOT_PREVIEW);
    const awardTrophyToAll = vi.fn(async () => ({ awarded: 204, skipped: 2 }));
    const { onAwarded } = renderDialog({ previewAwardAll, awardTrophyToAll });
    fireEvent.click(screen.getByLabelText('Award to all users'));
    expect(screen.queryByLabelText('Search users')).toBeNull();
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: 'Top scorer' },
    });
    fireEvent.click(awardButton());
    const confirm = await confirmDialog();
    expect(
      within(confirm).getByText(
        "Award 'Golden Boot' to 204 players? 2 already hold it and are skipped.",
      ),
    ).toBeTruthy();
    expect(previewAwardAll).toHaveBeenCalledWith({ trophyId: 1, reason: 'Top scorer' });
    expect(awardTrophyToAll).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(onAwarded).toHaveBeenCalled());
    expect(awardTrophyToAll).toHaveBeenCalledTimes(1);
    expect(awardTrophyToAll).toHaveBeenCalledWith({
      trophyId: 1,
      reason: 'Top scorer',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('says nothing of holders when nobody holds it, and one player is one player', async () => {
    renderDialog({
      previewAwardAll: async () => ({ ...GOLDEN_BOOT_PREVIEW, toAward: 1, alreadyHold: 0 }),
    });
    fireEvent.click(screen.getByLabelText('Award to all users'));
    fireEvent.click(awardButton());
    const confirm = await confirmDialog();
    expect(within(confirm).getByText("Award 'Golden Boot' to 1 player?")).toBeTruthy();
  });

  it('Cancel in the confirmation awards nothing', async () => {
    const awardTrophyToAll = vi.fn(async () => ({ awarded: 204, skipped: 2 }));
    const { onAwarded } = renderDialog({
      previewAwardAll: async () => GOLDEN_BOOT_PREVIEW,
      awardTrophyToAll,
    });
    fireEvent.click(screen.getByLabelText('Award to all users'));
    fireEvent.click(awardButton());
    const confirm = await confirmDialog();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/already hold it and are skipped/)).toBeNull());
    expect(awardTrophyToAll).not.toHaveBeenCalled();
    expect(onAwarded).not.toHaveBeenCalled();
  });

  it('retries a failed award to all with the same idempotency key', async () => {
    let calls = 0;
    const awardTrophyToAll = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { awarded: 204, skipped: 2 };
    });
    const { onAwarded } = renderDialog({
      previewAwardAll: async () => GOLDEN_BOOT_PREVIEW,
      awardTrophyToAll,
    });
    fireEvent.click(screen.getByLabelText('Award to all users'));
    for (let attempt = 0; attempt < 2; attempt++) {
      await waitFor(() => expect(awardButton()).toHaveProperty('disabled', false));
      fireEvent.click(awardButton());
      fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Award' }));
      await waitFor(() => expect(awardTrophyToAll).toHaveBeenCalledTimes(attempt + 1));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Award to all players' })).toBeNull(),
      );
    }
    await waitFor(() => expect(onAwarded).toHaveBeenCalled());
    const keys = awardTrophyToAll.mock.calls.map((call) => (call as unknown[])[0]);
    expect((keys[1] as { idempotencyKey: string }).idempotencyKey).toBe(
      (keys[0] as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('needs a trophy, and refuses an inactive one', () => {
    renderDialog({}, null);
    fireEvent.click(screen.getByLabelText('Award to all users'));
    expect(screen.getByText('Please select a trophy')).toBeTruthy();
    expect(awardButton()).toHaveProperty('disabled', true);
    cleanup();
    renderDialog({}, 2);
    fireEvent.click(screen.getByLabelText('Award to all users'));
    expect(screen.getByText('Only active trophies can be awarded')).toBeTruthy();
    expect(awardButton()).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal, else 'Failed to award trophy'", async () => {
    const awardTrophyToAll = vi.fn(async () => {
      throw new Error('network');
    });
    const previewAwardAll = async () => GOLDEN_BOOT_PREVIEW;
    const { onAwarded } = renderDialog({ previewAwardAll, awardTrophyToAll });
    fireEvent.click(screen.getByLabelText('Award to all users'));
    fireEvent.click(awardButton());
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Award' }));
    expect(await bannerText()).toBe('Failed to award trophy');
    expect(onAwarded).not.toHaveBeenCalled();
    cleanup();
    renderDialog({
      previewAwardAll,
      awardTrophyToAll: async () => {
        throw new HttpError('x', 400, { message: 'Only active trophies can be awarded' });
      },
    });
    fireEvent.click(screen.getByLabelText('Award to all users'));
    fireEvent.click(awardButton());
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Award' }));
    expect(await bannerText()).toBe('Only active trophies can be awarded');
  });
});
