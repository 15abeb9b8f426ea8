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

describe('the competition form', () => {
  it('sizes its inputs to what they hold: the country code and tier are narrow, the name is not', async () => {
    renderScreen(
      'competitions',
      '/competitions/create',
      { '/competitions/create': <CompetitionCreate /> },
      {},
    );
    const formControl = (input: HTMLElement) => input.closest('.MuiFormControl-root');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const code = screen.getByRole('textbox', { name: /^Country code/ });
    const tier = screen.getByRole('spinbutton', { name: /^Tier/ });
    expect(formControl(name)?.classList.contains('MuiFormControl-fullWidth')).toBe(true);
    for (const narrow of [code, tier]) {
      expect(formControl(narrow)?.classList.contains('MuiFormControl-fullWidth')).toBe(false);
      expect(getComputedStyle(formControl(narrow)!).width).toBe('160px');
    }
  });
});
