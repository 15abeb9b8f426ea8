import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../i18n';
import { TrophyPreview } from './TrophyPreview';

afterEach(cleanup);

const trophy = {
  id: 3,
  name: 'Golden Boot',
  description: 'Most goals predicted',
  trophyType: 'monthly_first',
  imageUrl: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  _count: { awards: 0 },
};

function renderPreview(getOne: DataProvider['getOne'], trophyId: number | null = 3) {
  render(
    <AdminContext dataProvider={{ getOne } as unknown as DataProvider} i18nProvider={i18nProvider}>
      <TrophyPreview trophyId={trophyId} />
    </AdminContext>,
  );
}

describe('TrophyPreview', () => {
  it("draws the trophy as the player's trophy room does and reads it again on Refresh", async () => {
    const getOne = vi.fn(async () => ({ data: trophy })) as unknown as DataProvider['getOne'];
    renderPreview(getOne);
    expect(await screen.findByRole('heading', { name: 'Golden Boot' })).toBeTruthy();
    expect(screen.getByText('Monthly Champion')).toBeTruthy();
    expect(screen.getByText('Most goals predicted')).toBeTruthy();
    expect(screen.getByText('🏆')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Preview' }));
    await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });

  it("says 'Failed to load preview' and retries", async () => {
    let fail = true;
    const getOne = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { data: trophy };
    }) as unknown as DataProvider['getOne'];
    renderPreview(getOne);
    expect(await screen.findByText('Failed to load preview')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Golden Boot' })).toBeTruthy();
  });

  it('asks for a trophy when none is selected', () => {
    renderPreview(vi.fn() as unknown as DataProvider['getOne'], null);
    expect(screen.getByText('Select a trophy to preview it.')).toBeTruthy();
  });
});
