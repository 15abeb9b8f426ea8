import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n';
import { FailureBanner, FailureBannerProvider, useShowFailure } from './FailureBanner';

afterEach(cleanup);

let showFailure: (message: string) => void = () => {};
let closeDialog: () => void = () => {};

function PageWithDialog() {
  const [open, setOpen] = useState(true);
  showFailure = useShowFailure();
  closeDialog = () => setOpen(false);
  return (
    <>
      <section aria-label="Page">
        <FailureBanner />
      </section>
      {open && (
        <section aria-label="Dialog">
          <FailureBanner inDialog />
        </section>
      )}
    </>
  );
}

describe('FailureBanner', () => {
  it('shows a failure on the page and in the open modal, and takes it away with the modal', () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <FailureBannerProvider>
            <PageWithDialog />
          </FailureBannerProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    act(() => showFailure('The server refused the shift'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The server refused the shift',
      'The server refused the shift',
    ]);
    act(() => closeDialog());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
