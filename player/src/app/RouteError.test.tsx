import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new Error('a page that crashes');
}

describe('RouteError', () => {
  it('offers a reload instead of a blank screen, and clears the boot shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('afterbegin', '<div id="boot"><h1>Boot</h1></div>');
    mockApi({});
    renderApp('/', { routes: [{ path: '/', element: <Broken />, errorElement: <RouteError /> }] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.getElementById('boot')).toBeNull();
  });
});
