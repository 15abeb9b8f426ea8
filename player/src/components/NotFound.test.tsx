import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { makeUser } from '../test/fixtures';

const me = makeUser({ id: 1 });
const missing = (message: string) => ({ status: 404, body: { message } });

/** Every not-found screen of the player site: path, its heading, and the page's own way back. */
const SCREENS: { path: string; heading: string; back?: [string, string]; signedIn?: boolean }[] = [
  { path: '/no/such/page', heading: 'Page not found', back: ['Browse Fixtures', '/seasons'] },
  { path: '/no-such-fans', heading: 'Fan league not found' },
  { path: '/leagues/5', heading: 'League not found', back: ['Browse Leagues', '/leagues'] },
  { path: '/seasons/7', heading: 'Season not found', back: ['Browse Fixtures', '/seasons'] },
  {
    path: '/predictions/9',
    heading: 'Match not found',
    back: ['Browse Fixtures', '/seasons'],
    signedIn: true,
  },
  { path: '/users/99', heading: 'User not found' },
  { path: '/users/99/trophies', heading: 'User not found' },
  { path: '/news/gone', heading: 'News post not found', back: ['Back to News', '/news'] },
];

describe('not found: one design on every screen', () => {
  it.each(SCREENS)('$path: 404, $heading as the h1 and title, Go to Homepage', async (s) => {
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/leagues/by-groupname/no-such-fans': missing('Fan league not found'),
      'GET /api/leagues/5': missing('League not found'),
      'GET /api/seasons/7': missing('Season not found'),
      'GET /api/matches/9': missing('Match not found'),
      'GET /api/users/profile/99': missing('User not found'),
      'GET /api/trophies/user/99': missing('User not found'),
      'GET /api/news/gone': missing('News post not found'),
    });
    renderApp(s.path, s.signedIn ? { user: me } : {});
    expect(await screen.findByRole('heading', { level: 1, name: s.heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(document.title).toBe(`${s.heading} | Predictor`);
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    if (s.back)
      expect(screen.getByRole('link', { name: s.back[0] })).toHaveAttribute('href', s.back[1]);
  });
});
