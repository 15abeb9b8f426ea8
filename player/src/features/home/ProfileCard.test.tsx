import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeUser } from '../../test/fixtures';
import { pending, renderHome } from './test/fixtures';

const rankUrl = 'GET /api/users/1/global-rank';
const profileCard = () => within(screen.getByRole('region', { name: 'Red Rovers' }));

describe('home profile card', () => {
  it('shows the kit, team name, public-profile link, join date and the two buttons', async () => {
    await renderHome(
      makeUser({
        kitStyle: 'vertical',
        kitPrimaryColour: '#dc2626',
        kitSecondaryColour: '#ffffff',
      }),
    );
    const card = profileCard();
    expect(card.getByRole('img', { name: 'Red Rovers kit' })).toHaveAttribute(
      'data-kit-style',
      'vertical',
    );
    expect(card.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      '/users/1',
    );
    expect(card.getByText('Est. August 2025')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Leagues' })).toHaveAttribute('href', '/leagues');
    expect(card.getByRole('link', { name: 'Browse Fixtures' })).toHaveAttribute('href', '/seasons');
  });

  it('shows the rank line loading, then the global rank', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    await renderHome(makeUser(), {
      [rankUrl]: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(profileCard().getByRole('status', { name: 'Loading global rank' })).toBeInTheDocument();
    answer({ body: { hasRank: true, rank: 12, isUnranked: false } });
    expect(await profileCard().findByText('Global rank: #12')).toBeInTheDocument();
    expect(profileCard().queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'Unranked' outside the top 1000", async () => {
    await renderHome(makeUser(), {
      [rankUrl]: { body: { hasRank: true, rank: null, isUnranked: true } },
    });
    expect(await profileCard().findByText('Unranked')).toBeInTheDocument();
    expect(profileCard().queryByText(/Global rank/)).not.toBeInTheDocument();
  });

  it("says 'No rank yet' before the first counted prediction", async () => {
    await renderHome(makeUser(), {
      [rankUrl]: { body: { hasRank: false, rank: null, isUnranked: false } },
    });
    expect(await profileCard().findByText('No rank yet')).toBeInTheDocument();
  });

  it('leaves the rank line out when the rank fails to load (silent failure)', async () => {
    const { fetchMock } = await renderHome(makeUser(), { [rankUrl]: { status: 500 } });
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/users/1/global-rank', expect.anything()),
    );
    await vi.waitFor(() => expect(profileCard().queryByRole('status')).not.toBeInTheDocument());
    expect(profileCard().queryByText(/rank/i)).not.toBeInTheDocument();
  });

  it("offers 'Create Kit' to a player without a kit", async () => {
    const { main } = await renderHome(makeUser({ kitStyle: null }), { [rankUrl]: pending });
    const prompt = within(main.getByRole('region', { name: 'Design your team kit' }));
    expect(prompt.getByRole('link', { name: 'Create Kit' })).toHaveAttribute(
      'href',
      '/kit-designer',
    );
  });

  it('does not show the kit prompt to a player who has a kit', async () => {
    const { main } = await renderHome(makeUser({ kitStyle: 'solid', kitPrimaryColour: '#111111' }));
    expect(main.queryByRole('region', { name: 'Design your team kit' })).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Create Kit' })).not.toBeInTheDocument();
  });
});
