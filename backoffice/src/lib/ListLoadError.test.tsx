import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  ListContextProvider,
  type ListControllerResult,
} from 'react-admin';
import { i18nProvider } from '../i18n';
import { ListLoadError } from './ListLoadError';

afterEach(cleanup);

function renderError(error: unknown) {
  const refetch = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={{ error, refetch } as unknown as ListControllerResult}>
        <ListLoadError title="Failed to load matches" />
      </ListContextProvider>
    </AdminContext>,
  );
  return refetch;
}

describe('ListLoadError', () => {
  it('shows the fallback without a server message, and retries', () => {
    const refetch = renderError(new TypeError('Failed to fetch'));
    expect(screen.getByText('Failed to load matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refetch).toHaveBeenCalled();
  });

  it("adds the server's message under the title when it sent one", () => {
    renderError(new HttpError('x', 400, { message: 'Invalid status filter' }));
    expect(screen.getByText('Failed to load matches')).toBeTruthy();
    expect(screen.getByText('Invalid status filter')).toBeTruthy();
  });
});
