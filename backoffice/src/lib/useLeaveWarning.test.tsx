import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n';
import { useLeaveWarning } from './useLeaveWarning';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let navigate: ReturnType<typeof useNavigate>;

function Page({ unsaved }: { unsaved: boolean }) {
  useLeaveWarning(unsaved);
  navigate = useNavigate();
  return <p>the grid</p>;
}

/** The page at /results in a data router (as main.tsx's), with /elsewhere to leave to. */
function renderPage(unsaved: boolean) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext i18nProvider={i18nProvider}>
            <Outlet />
          </AdminContext>
        ),
        children: [
          { path: '/results', element: <Page unsaved={unsaved} /> },
          { path: '/elsewhere', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/results'] },
  );
  return render(<RouterProvider router={router} />);
}

const closeTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveWarning', () => {
  it('asks before the tab closes only while there is unsaved work', () => {
    const saved = renderPage(false);
    expect(closeTab()).toBe(false);
    saved.unmount();
    const unsaved = renderPage(true);
    expect(closeTab()).toBe(true);
    unsaved.unmount();
    expect(closeTab()).toBe(false);
  });

  it('asks before an in-app navigation drops unsaved work, and stays on refusal', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage(true);
    await act(async () => navigate('/elsewhere'));
    expect(confirm).toHaveBeenCalledWith(
      "Some of your changes weren't saved. Are you sure you want to ignore them?",
    );
    expect(screen.getByText('the grid')).toBeTruthy();
    confirm.mockReturnValue(true);
    await act(async () => navigate('/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('lets a navigation through without asking when nothing is unsaved', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderPage(false);
    await act(async () => navigate('/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
