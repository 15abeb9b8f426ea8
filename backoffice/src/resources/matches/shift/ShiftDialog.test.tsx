import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../i18n';
import { ShiftDialog } from './ShiftDialog';
import { LayoutFrame } from '../../../test/screens';

afterEach(cleanup);

const match = (id: number, home: string, matchDate: string, predictionsClose: string) => ({
  id,
  homeTeam: { id: id * 10, name: home, logoUrl: null },
  awayTeam: { id: id * 10 + 1, name: 'Chelsea', logoUrl: null },
  matchDate,
  predictionsClose,
});

function renderDialog() {
  const shiftMatches = vi.fn(async () => ({ updated: 2, matches: [] }));
  const onDone = vi.fn();
  const dataProvider = {
    getMany: async () => ({
      data: [
        match(1, 'Arsenal', '2030-08-16T15:00:00.000Z', '2030-08-16T14:00:00.000Z'),
        match(2, 'Everton', '2030-08-16T17:30:00.000Z', '2030-08-16T17:29:00.000Z'),
      ],
    }),
    shiftMatches,
  };
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <LayoutFrame>
          <ShiftDialog ids={[1, 2]} onClose={() => {}} onDone={onDone} />
        </LayoutFrame>
      </AdminContext>
    </MemoryRouter>,
  );
  return { shiftMatches, onDone };
}

describe('Shift kick-off dialog', () => {
  it('previews before → after in the chosen unit and sends the shift in minutes', async () => {
    const { shiftMatches, onDone } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Shift kick-off' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm shift' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await within(dialog).findByText('Arsenal v Chelsea');

    await userEvent.type(within(dialog).getByLabelText('Amount'), '-1.5');
    expect(within(dialog).getByText('Enter a whole number')).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(true);

    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '-1');
    await userEvent.click(within(dialog).getByLabelText('Unit'));
    await userEvent.click(await screen.findByRole('option', { name: 'Days' }));
    const arsenal = within(dialog).getByText('Arsenal v Chelsea').closest('tr')!;
    expect(arsenal.textContent).toContain('→ Thu, 15 Aug 2030 15:00');
    expect(arsenal.textContent).toContain('→ Thu, 15 Aug 2030 14:00');

    await userEvent.click(confirm);
    expect(shiftMatches).toHaveBeenCalledWith([1, 2], -1440);
    expect(onDone).toHaveBeenCalled();
  });
});
