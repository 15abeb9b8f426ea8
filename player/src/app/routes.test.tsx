import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { routes } from './routes';

describe('lazy routes', () => {
  it('load the first page, then the page navigated to', async () => {
    mockApi({ 'GET /api/seasons?active=true': { body: [] }, 'GET /api/seasons': { body: [] } });
    const { router } = renderApp('/', { routes });
    expect(await screen.findByRole('heading', { name: /Predict/, level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Fixtures' })[0]);
    expect(
      await screen.findByRole('heading', { name: 'Competitions & Fixtures' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seasons');
  });

  it('every page route is lazy', () => {
    const pages = (list: typeof routes): unknown[] =>
      list.flatMap((r) => [...(r.children ? pages(r.children) : []), ...(r.children ? [] : [r])]);
    for (const route of pages(routes)) expect(route).toHaveProperty('lazy');
  });
});
