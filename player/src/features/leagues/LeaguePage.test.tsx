import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import type { League, Permissions } from './api';
import { activeSeason, makeLeague, makeMember, makePermissions, makeStandings } from './testData';

const me = makeUser({ id: 1 });
const STANDINGS = 'GET /api/leagues/5/standings?offset=0&limit=20';

function stub(extra: Parameters<typeof mockApi>[0] = {}, league = makeLeague()) {
  return mockApi({
    'GET /api/auth/me': { body: { user: me } },
    'GET /api/leagues/5': { body: { league } },
    [STANDINGS]: { body: makeStandings() },
    'GET /api/leagues/5/can-edit': { body: makePermissions({ canEdit: false }) },
    'GET /api/leagues/5/match-groups': { body: [] },
    'GET /api/leagues/5/current-match-group': { status: 404, body: {} },
    'GET /api/seasons?active=true': { body: [activeSeason(3, 'Premier League 2025/26')] },
    ...extra,
  });
}

/** Opens Edit League on /leagues/5 with these can-edit permissions. */
async function openEdit(
  permissions: Partial<Permissions>,
  league: League,
  extra: Parameters<typeof mockApi>[0] = {},
) {
  const fetchMock = stub(
    { 'GET /api/leagues/5/can-edit': { body: makePermissions(permissions) }, ...extra },
    league,
  );
  renderApp('/leagues/5', { user: me });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit League' }));
  return { fetchMock, dialog: screen.getByRole('dialog', { name: 'Edit League' }) };
}

const change = (dialog: HTMLElement, role: string, name: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole(role, { name }), { target: { value } });

describe('LeaguePage', () => {
  it("shows 'League not found' on a 404", async () => {
    stub({ 'GET /api/leagues/5': { status: 404, body: {} } });
    renderApp('/leagues/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'League not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Leagues' })).toHaveAttribute(
      'href',
      '/leagues',
    );
  });

  it('pages the standings 20 rows at a time, shows names, the top scorer badge, tied positions and my row pinned above', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      makeMember(
        i === 2 ? 2 : i + 1,
        100 + i,
        i === 0
          ? {
              isLastWeekTop: true,
              user: { ...makeMember(1, 100).user, firstName: 'Ann', lastName: 'Lee' },
            }
          : { tied: i === 1 || i === 2 },
      ),
    );
    const mine = makeMember(25, 1);
    const fetchMock = stub(
      {
        [STANDINGS]: { body: makeStandings({ rows: first, totalMembers: 30, currentUser: mine }) },
        'GET /api/leagues/5/standings?offset=20&limit=20': {
          body: makeStandings({
            rows: Array.from({ length: 10 }, (_, i) => makeMember(21 + i, i === 4 ? 1 : 300 + i)),
            totalMembers: 30,
            offset: 20,
            currentUser: mine,
          }),
        },
      },
      makeLeague({ isMember: true, role: 'member', currentMembers: 30 }),
    );
    renderApp('/leagues/5', { user: me });
    const table = await screen.findByRole('table', { name: 'Office League standings' });
    expect(within(table).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(table).getByTitle('Top scorer of Matchweek 7')).toBeInTheDocument();
    const groups = within(table).getAllByRole('rowgroup');
    // My row comes first, above the page it is not on.
    expect(groups[1]).toHaveAccessibleName('Your position');
    expect(within(groups[1]).getByRole('row', { current: true })).toHaveTextContent('25Team 1');
    const positions = within(groups[2])
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(positions.slice(0, 4)).toEqual(['1', '=2', '=2', '4']);
    expect(screen.getByText('1–20 of 30 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next 20 members' }));
    expect(await screen.findByText('21–30 of 30 members')).toBeInTheDocument();
    expect(
      within(table).queryByRole('rowgroup', { name: 'Your position' }),
    ).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { current: true })).toHaveTextContent('Team 1');
    expect(screen.getByRole('button', { name: 'Next 20 members' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leagues/5/standings?offset=20&limit=20',
      expect.anything(),
    );
  }, 60_000);

  it('shows an invite-only league opened from outside as a preview with Enter invite code, and opens it once joined', async () => {
    const preview = makeLeague({
      type: 'invite_only',
      description: null,
      createdBy: null,
      currentMembers: 12,
      preview: true,
    });
    let joined = false;
    const fetchMock = stub({
      'GET /api/leagues/5': () => ({
        body: { league: joined ? { ...preview, preview: false, isMember: true } : preview },
      }),
      'POST /api/leagues/join-by-code': () => {
        joined = true;
        return {
          status: 201,
          body: {
            membership: {
              id: 9,
              leagueId: 5,
              userId: 1,
              role: 'member',
              joinedAt: '2025-08-01T10:00:00.000Z',
            },
          },
        };
      },
    });
    renderApp('/leagues/5', { user: me });
    const section = await screen.findByRole('region', { name: 'Invite-only league' });
    expect(within(section).getByRole('link', { name: 'Premier League 2025/26' })).toHaveAttribute(
      'href',
      '/seasons/3',
    );
    expect(section).toHaveTextContent('12 members');
    expect(screen.queryByText('League not found')).not.toBeInTheDocument();
    // Nothing of the members' is asked for.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => /standings|predictions|can-edit|match-groups/.test(url))).toEqual(
      [],
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Enter invite code' }));
    await userEvent.type(within(section).getByLabelText('Invite code'), 'ABCD2345');
    await userEvent.click(within(section).getByRole('button', { name: 'Join League' }));
    expect(
      await screen.findByRole('table', { name: 'Office League standings' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/leagues/join-by-code')).toEqual({
      inviteCode: 'ABCD2345',
    });
  });

  it('sends a guest to sign in from the preview, coming back to the league', async () => {
    stub({
      'GET /api/leagues/5': {
        body: { league: makeLeague({ type: 'invite_only', preview: true }) },
      },
    });
    renderApp('/leagues/5');
    const section = await screen.findByRole('region', { name: 'Invite-only league' });
    expect(within(section).getByRole('link', { name: 'Enter invite code' })).toHaveAttribute(
      'href',
      '/login?next=%2Fleagues%2F5',
    );
  });

  it('lets a creator remove another member after confirming', async () => {
    let removed = false;
    stub(
      {
        'DELETE /api/leagues/5/members/12': () => {
          // (the fetch stub cannot build a 204: an empty 200 stands in)
          if (removed) return { status: 200 };
          removed = true;
          return { status: 500, body: {} };
        },
      },
      makeLeague({ isMember: true, role: 'creator', createdBy: 1 }),
    );
    renderApp('/leagues/5', { user: me });
    expect(await screen.findByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Team 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove Team 12 from this league?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText('Failed to remove user from league'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect.poll(() => screen.queryByRole('dialog'), { timeout: 5000 }).toBeNull();
  });

  it('shows no Actions column to plain members', async () => {
    stub({}, makeLeague({ isMember: true, role: 'member' }));
    renderApp('/leagues/5', { user: me });
    await screen.findByRole('table', { name: 'Office League standings' });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit League' })).not.toBeInTheDocument();
  });

  it('disables what can-edit forbids and explains the season lock', async () => {
    stub(
      {
        'GET /api/leagues/5/can-edit': {
          body: makePermissions({
            canChangeSeason: false,
            canChangeType: false,
            canDelete: false,
            memberCount: 3,
          }),
        },
      },
      makeLeague({ isMember: true, role: 'admin' }),
    );
    renderApp('/leagues/5', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit League' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit League' });
    expect(within(dialog).getByLabelText(/League name/)).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'Season' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('combobox', { name: 'League type' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      within(dialog).getByText('Cannot change season for leagues with members'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete League' })).not.toBeInTheDocument();
  });

  it("shows the schema's messages beside their inputs and sends nothing while they stand", async () => {
    const { fetchMock, dialog } = await openEdit(
      {},
      makeLeague({ isMember: true, role: 'creator' }),
    );
    change(dialog, 'textbox', /League name/, '   ');
    change(dialog, 'spinbutton', 'Maximum members', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('League name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Maximum members must be a whole number of at least 1'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /League name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends only the fields can-edit lets the caller change, then closes', async () => {
    const league = makeLeague({ isMember: true, role: 'admin', maxMembers: 20 });
    const { fetchMock, dialog } = await openEdit(
      { canChangeSeason: false, canChangeType: false, memberCount: 3 },
      league,
      { 'PUT /api/leagues/5': { body: { league: { ...league, name: 'Renamed' } } } },
    );
    change(dialog, 'textbox', /League name/, ' Renamed ');
    change(dialog, 'spinbutton', 'Maximum members', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => screen.queryByRole('dialog'), { timeout: 5000 }).toBeNull();
    expect(sentBody(fetchMock, 'PUT /api/leagues/5')).toEqual({
      name: 'Renamed',
      description: 'Bragging rights for the office',
      maxMembers: null,
    });
  });

  it('hides Edit when the can-edit check fails', async () => {
    stub(
      { 'GET /api/leagues/5/can-edit': { status: 500, body: {} } },
      makeLeague({ isMember: true }),
    );
    renderApp('/leagues/5', { user: me });
    await screen.findByRole('table', { name: 'Office League standings' });
    expect(screen.queryByRole('button', { name: 'Edit League' })).not.toBeInTheDocument();
  });

  it("asks in a delete-confirmation view and shows 'Failed to delete league' on failure", async () => {
    stub(
      {
        'GET /api/leagues/5/can-edit': { body: makePermissions() },
        'DELETE /api/leagues/5': { status: 500, body: {} },
      },
      makeLeague({ isMember: true, role: 'creator' }),
    );
    renderApp('/leagues/5', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit League' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete League' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete League' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete League' }));
    expect(await within(dialog).findByText('Failed to delete league')).toBeInTheDocument();
  });
});
