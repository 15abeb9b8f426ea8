import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../i18n';
import { AwardsPagination } from './AwardsPagination';

afterEach(cleanup);

describe('AwardsPagination', () => {
  it('says "Page X of Y" and moves with Previous / Next within the pages', () => {
    const onPage = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <AwardsPagination page={1} pages={3} onPage={onPage} />
      </AdminContext>,
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    cleanup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <AwardsPagination page={3} pages={3} onPage={onPage} />
      </AdminContext>,
    );
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
