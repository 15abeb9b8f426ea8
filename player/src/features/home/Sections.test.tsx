import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { makeUser } from '../../test/fixtures';
import { makeAward, makeMembership, makeStats, pending, renderHome } from './test/fixtures';
import { mainColumnWait } from './components/MainColumn';

const user = makeUser();
const called = (fetchMock: { mock: { calls: unknown[][] } }, url: string) =>
  vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === url)).toBe(true));

describe('latest news preview', () => {
  const longText = 'Word '.repeat(60).trim();
  const preview = {
    slug: 'midweek-fixtures',
    title: "Midweek fixtures: don't miss the deadline",
    headerImage: '/uploads/header.png',
    publishDate: '2026-11-20T09:00:00.000Z',
    content: `<h2>Busy week</h2><p><strong>${longText}</strong></p>`,
    excerpt: `Busy week ${longText.slice(0, 140)}...`,
  };

  it("shows the title, header image, date and the API's excerpt", async () => {
    const { main } = await renderHome(user, {
      'GET /api/news/latest/preview': { body: preview },
    });
    const section = within(await main.findByRole('region', { name: 'Latest News' }));
    const link = await section.findByRole('link', { name: /Midweek fixtures/ });
    expect(link).toHaveAttribute('href', '/news/midweek-fixtures');
    expect(section.getByRole('heading', { name: preview.title })).toBeInTheDocument();
    expect(link.querySelector('img')).toHaveAttribute('src', '/uploads/header.png');
    expect(section.getByText('20 November 2026')).toBeInTheDocument();
    expect(section.getByText(/^Busy week Word/).textContent).toBe(preview.excerpt);
  });

  it('shows its own skeleton when the column stops waiting for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { main } = await renderHome(user, { 'GET /api/news/latest/preview': pending });
      await act(() => vi.advanceTimersByTimeAsync(mainColumnWait.ms));
      expect(await main.findByLabelText('Loading latest news')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['there is no news (404)', { status: 404, body: { message: 'No news' } }],
    ['loading fails', { status: 500 }],
  ])('is hidden when %s', async (_, reply) => {
    const { main, fetchMock } = await renderHome(user, { 'GET /api/news/latest/preview': reply });
    await called(fetchMock, '/api/news/latest/preview');
    await vi.waitFor(() =>
      expect(main.queryByRole('region', { name: 'Latest News' })).not.toBeInTheDocument(),
    );
  });
});

describe('My Performance stats', () => {
  it('shows the totals with the accuracy as the API gives it', async () => {
    const { main } = await renderHome(user, {
      'GET /api/predictions/stats': {
        body: makeStats({ predictionAccuracy: 37, totalPoints: 57, totalPredictions: 42 }),
      },
    });
    const section = within(await main.findByRole('region', { name: 'My Performance' }));
    expect(await section.findByText('37%')).toBeInTheDocument();
    expect(section.getByText('57')).toBeInTheDocument();
    expect(section.getByText('42')).toBeInTheDocument();
    expect(section.getByText('5 / 8')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'View My Predictions' })).toHaveAttribute(
      'href',
      '/my-predictions',
    );
  });

  it('is hidden when the player has no predictions', async () => {
    const { main, fetchMock } = await renderHome(user, {
      'GET /api/predictions/stats': { body: makeStats({ totalPredictions: 0 }) },
    });
    await called(fetchMock, '/api/predictions/stats');
    await vi.waitFor(() =>
      expect(main.queryByRole('region', { name: 'My Performance' })).not.toBeInTheDocument(),
    );
  });

  it('is hidden when the stats fail to load', async () => {
    const { main, fetchMock } = await renderHome(user, {
      'GET /api/predictions/stats': { status: 500 },
    });
    await called(fetchMock, '/api/predictions/stats');
    await vi.waitFor(() =>
      expect(main.queryByRole('region', { name: 'My Performance' })).not.toBeInTheDocument(),
    );
    expect(main.queryByText('Failed to load prediction stats')).not.toBeInTheDocument();
  });
});

describe('trophies', () => {
  it('shows at most 8, the image when there is one and the emoji fallback otherwise', async () => {
    const awards = [
      makeAward(1, { imageUrl: '/uploads/cup.png', name: 'Golden Boot' }),
      makeAward(2, { trophyType: 'monthly_second', name: 'October runner-up' }),
      makeAward(3, { trophyType: 'league_third', name: 'Bronze' }),
      makeAward(4, { trophyType: 'custom', name: 'Loyal fan' }),
      ...[5, 6, 7, 8, 9, 10].map((id) => makeAward(id)),
    ];
    const { main } = await renderHome(user, {
      'GET /api/trophies/user/featured': { body: { awards } },
    });
    const section = within(await main.findByRole('region', { name: 'My Trophies' }));
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0].querySelector('img')).toHaveAttribute('src', '/uploads/cup.png');
    expect(items[1]).toHaveTextContent('🥈');
    expect(items[1]).toHaveTextContent('Monthly Runner-up');
    expect(items[2]).toHaveTextContent('🥉');
    expect(items[3]).toHaveTextContent('⭐');
    expect(items[4]).toHaveTextContent('🏆');
    expect(section.queryByText('Trophy 9')).not.toBeInTheDocument();
  });

  it.each([
    ['there are none', { body: { awards: [] } }],
    ['loading fails', { status: 500 }],
  ])('is hidden when %s', async (_, reply) => {
    const { main, fetchMock } = await renderHome(user, {
      'GET /api/trophies/user/featured': reply,
    });
    await called(fetchMock, '/api/trophies/user/featured');
    await vi.waitFor(() =>
      expect(main.queryByRole('region', { name: 'My Trophies' })).not.toBeInTheDocument(),
    );
  });
});

describe('My Leagues', () => {
  it('lists at most 6 leagues, each linking to its page with points and role', async () => {
    const memberships = [1, 2, 3, 4, 5, 6, 7].map((id) =>
      makeMembership(id, id === 1 ? { role: 'creator' } : {}),
    );
    const { main } = await renderHome(user, {
      'GET /api/leagues/my': { body: { memberships } },
    });
    const section = within(await main.findByRole('region', { name: 'My Leagues' }));
    const links = (await section.findAllByRole('link')).filter((a) =>
      a.getAttribute('href')?.startsWith('/leagues/'),
    );
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/leagues/501');
    expect(links[0]).toHaveTextContent('League 1');
    expect(links[0]).toHaveTextContent('11');
    expect(links[0]).toHaveTextContent('Creator');
    expect(links[1]).toHaveTextContent('Member');
    expect(section.queryByText('League 7')).not.toBeInTheDocument();
  });

  it.each([
    ['the player is in no league', { body: { memberships: [] } }],
    ['loading fails', { status: 500 }],
  ])('is hidden when %s', async (_, reply) => {
    const { main, fetchMock } = await renderHome(user, { 'GET /api/leagues/my': reply });
    await called(fetchMock, '/api/leagues/my');
    await vi.waitFor(() =>
      expect(main.queryByRole('region', { name: 'My Leagues' })).not.toBeInTheDocument(),
    );
  });
});

describe('the main column', () => {
  it('waits for every read before showing its sections, so none moves another (skeleton until then)', async () => {
    // However slow this machine is, the column must not stop waiting during the test.
    const wait = mainColumnWait.ms;
    mainColumnWait.ms = 60_000;
    onTestFinished(() => {
      mainColumnWait.ms = wait;
    });
    let answer: (reply: { body: unknown }) => void = () => {};
    const { main, fetchMock } = await renderHome(user, {
      'GET /api/news/latest/preview': {
        body: {
          slug: 'a',
          title: 'Cup draw',
          headerImage: null,
          publishDate: '2026-11-20T09:00:00.000Z',
          content: '<p>Draw</p>',
          excerpt: 'Draw',
        },
      },
      'GET /api/predictions/stats': { body: makeStats() },
      'GET /api/trophies/user/featured': () => new Promise((resolve) => (answer = resolve)),
    });
    expect(main.getByLabelText('Loading your dashboard')).toBeInTheDocument();
    // The news has answered, but is not shown while the trophies are still on their way.
    await called(fetchMock, '/api/news/latest/preview');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(main.queryByRole('region', { name: 'Latest News' })).not.toBeInTheDocument();
    expect(main.queryByRole('region', { name: 'My Performance' })).not.toBeInTheDocument();
    answer({ body: { awards: [makeAward(1)] } });
    expect(await main.findByRole('region', { name: 'Latest News' })).toBeInTheDocument();
    expect(main.getByRole('region', { name: 'My Performance' })).toBeInTheDocument();
    expect(main.getByRole('region', { name: 'My Trophies' })).toBeInTheDocument();
    expect(main.getByRole('region', { name: 'Upcoming Matches' })).toBeInTheDocument();
    expect(main.queryByLabelText('Loading your dashboard')).not.toBeInTheDocument();
  });
});
