import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makePost } from './test/fixtures';

const ARTICLE = makePost(7, {
  slug: 'cup-final',
  title: 'Cup final preview',
  headerImage: 'uploads/header.jpg',
  author: { firstName: 'Jo', lastName: null, teamName: 'Jo FC' },
  content:
    '<h2>The teams</h2><ul><li>Home</li><li>Away</li></ul>' +
    '<p>Read <a href="https://example.com/report">the report</a>.</p>' +
    '<img src="/uploads/pic.png" alt="Line-ups" onerror="window.hacked=1">' +
    '<script>window.hacked=2</script><a href="javascript:alert(1)">bad</a>',
});

describe('news article (/news/{slug})', () => {
  it('shows the header image, title, author, date and the HTML content, without anything that runs', async () => {
    mockApi({ 'GET /api/news/cup-final': { body: { post: ARTICLE } } });
    renderApp('/news/cup-final');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cup final preview',
    );
    expect(article).toHaveTextContent('By Jo');
    expect(article).toHaveTextContent('1 September 2025');
    expect(article.querySelector('img')).toHaveAttribute('src', '/uploads/header.jpg');
    const body = within(screen.getByTestId('article-body'));
    expect(body.getByRole('heading', { level: 2, name: 'The teams' })).toBeInTheDocument();
    expect(body.getAllByRole('listitem')).toHaveLength(2);
    expect(body.getByRole('link', { name: 'the report' })).toHaveAttribute(
      'href',
      'https://example.com/report',
    );
    expect(body.getByRole('img', { name: 'Line-ups' })).not.toHaveAttribute('onerror');
    expect(screen.getByTestId('article-body').querySelector('script')).toBeNull();
    expect(body.getByText('bad')).not.toHaveAttribute('href');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(document.title).toBe('Cup final preview | Predictor');
  });

  it("on a failure says 'Failed to load news' with 'Back to News'", async () => {
    mockApi({ 'GET /api/news/cup-final': { status: 500, body: {} } });
    renderApp('/news/cup-final');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load news');
    mockApi({ 'GET /api/news?limit=10': { body: { posts: [makePost(1)], hasMore: false } } });
    await userEvent.click(screen.getByRole('link', { name: 'Back to News' }));
    expect(await screen.findByRole('link', { name: /Post number 1/ })).toBeInTheDocument();
  });

  it("shows the server's 404 message for an unknown or unpublished post", async () => {
    mockApi({
      'GET /api/news/gone': { status: 404, body: { message: 'News post not found' } },
    });
    renderApp('/news/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News post not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
  });
});
