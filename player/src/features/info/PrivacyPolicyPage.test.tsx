import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';

describe('privacy policy page', () => {
  it('says how long data is kept and where a player downloads or deletes it', async () => {
    mockApi({});
    renderApp('/privacy-policy');
    const kept = (await screen.findByRole('heading', { name: 'How long we keep it' }))
      .parentElement!;
    expect(kept).toHaveTextContent('it is erased at once');
    expect(kept).toHaveTextContent('kept for 30 days');
    expect(kept).toHaveTextContent('keep the last seven copies');
    const rights = screen.getByRole('heading', { name: 'Your rights' }).parentElement!;
    expect(rights).toHaveTextContent('Download my data');
    expect(rights).toHaveTextContent('Delete my account');
    expect(within(rights).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
