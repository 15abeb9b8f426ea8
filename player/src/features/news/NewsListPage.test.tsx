import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { newsExcerpt } from '@predictor/contracts/rules';
import { makePost } from './test/fixtures';

const page = (from: number, count: number, hasMore: boolean) => ({
  body: { posts: Array.from({ length: count }, (_, i) => makePost(from + i)), hasMore },
});

const cards = () =>
  within(screen.getByRole('region', { name: 'News posts' })).getAllByRole('article');

describe('news list (/news)', () => {
  it("shows each post with its title, date, author (names, else team name), image and the API's 150-character excerpt", async () => {
    const long = `<h2>Intro</h2><p>${'word '.repeat(60)}</p><script>alert(1)</script>`;
    mockApi({
      'GET /api/news?limit=10': {
        body: {
          posts: [
            makePost(1, {
              content: long,
              excerpt: newsExcerpt(long),
              headerImage: '/uploads/abc.png',
            }),
            makePost(2, {
              author: { firstName: null, lastName: null, teamName: 'Solo United' },
              excerpt: 'The excerpt the API wrote',
            }),
          ],
          hasMore: false,
        },
      },
    });
    renderApp('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const [first, second] = await waitFor(cards);
    const link = within(first).getByRole('link');
    expect(link).toHaveAttribute('href', '/news/post-1');
    expect(within(first).getByRole('heading', { name: 'Post number 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('1 September 2025');
    expect(first).toHaveTextContent('By Alex Morgan');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/abc.png');
    expect(within(first).getByText(/^Intro word/).textContent).toBe(newsExcerpt(long));
    // Without a header image the card starts with its title: no empty picture block.
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByRole('link').firstElementChild).toContainElement(
      within(second).getByRole('heading', { name: 'Post number 2' }),
    );
    expect(second).toHaveTextContent('By Solo United');
    expect(within(second).getByText('The excerpt the API wrote')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Body of post 2');
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument();
    expect(document.title).toBe('News | Predictor');
  });

  it("'Load More Posts' appends the next 10 posts, asking from the offset shown, until there are no more", async () => {
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'GET /api/news?limit=10': page(1, 10, true),
      'GET /api/news?limit=10&offset=10': () =>
        new Promise((resolve) => {
          release = () => resolve(page(11, 2, false));
        }),
    });
    renderApp('/news');
    await waitFor(() => expect(cards()).toHaveLength(10));
    const more = screen.getByRole('button', { name: 'Load More Posts' });
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(more);
    release();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(within(cards()[11]).getByRole('heading')).toHaveTextContent('Post number 12');
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).not.toBeInTheDocument();
    const offsets = fetchMock.mock.calls.filter(([u]) => String(u).includes('offset=10'));
    expect(offsets).toHaveLength(1);
  });

  it('a failed next page is silent: the posts stay and the button can try again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({
      'GET /api/news?limit=10': page(1, 10, true),
      'GET /api/news?limit=10&offset=10': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : page(11, 1, false),
    });
    renderApp('/news');
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Load More Posts' }));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load More Posts' }));
    await waitFor(() => expect(cards()).toHaveLength(11));
  });

  it("says 'No news posts available yet.' when nothing is published", async () => {
    mockApi({ 'GET /api/news?limit=10': { body: { posts: [], hasMore: false } } });
    renderApp('/news');
    expect(await screen.findByText('No news posts available yet.')).toBeInTheDocument();
  });

  it("shows the server's message on failure, else 'Failed to load news'", async () => {
    mockApi({ 'GET /api/news?limit=10': { status: 500, body: {} } });
    renderApp('/news');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load news');
  });

  it('shows the server message when it gives one', async () => {
    mockApi({
      'GET /api/news?limit=10': { status: 400, body: { message: 'Limit must be 1 to 50' } },
    });
    renderApp('/news');
    expect(await screen.findByRole('alert')).toHaveTextContent('Limit must be 1 to 50');
  });
});
