import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../test/screens';
import { CompetitionCreate } from './CompetitionCreate';

afterEach(cleanup);

describe('CompetitionCreate', () => {
  it("requires a name and a tier from 1 to 20, in the contracts' words", async () => {
    const create = vi.fn();
    renderScreen(
      'competitions',
      '/competitions/create',
      { '/competitions/create': <CompetitionCreate /> },
      { create },
    );
    const tier = await screen.findByRole('spinbutton', { name: /^Tier/ });
    fireEvent.change(tier, { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Tier must be a whole number from 1 to 20')).toBeTruthy();
    expect(tier.getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });
});
