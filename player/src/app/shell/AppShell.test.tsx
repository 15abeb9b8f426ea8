import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';

const publicStubs = { 'GET /api/seasons?active=true': { body: [] } };

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('app shell', () => {
  it('shows Fixtures, Leaderboards and News but not Leagues, My Predictions or Admin when signed out', async () => {
    mockApi(publicStubs);
    renderApp('/');
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Fixtures' })).toHaveAttribute('href', '/seasons');
    expect(nav.getByRole('link', { name: 'Leaderboards' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Leagues' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'My Predictions' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('adds Leagues and My Predictions for a signed-in user, without Admin', async () => {
    const user = makeUser();
    mockApi({ ...publicStubs, 'GET /api/auth/me': { body: { user } } });
    renderApp('/', { user });
    await screen.findByRole('button', { name: 'Logout' });
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Leagues' })).toHaveAttribute('href', '/leagues');
    expect(nav.getByRole('link', { name: 'My Predictions' })).toHaveAttribute(
      'href',
      '/my-predictions',
    );
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it("shows the player's kit in the top bar's Profile link and beside the drawer greeting", async () => {
    const user = makeUser({
      kitStyle: 'vertical',
      kitPrimaryColour: '#dc2626',
      kitSecondaryColour: '#ffffff',
    });
    mockApi({ ...publicStubs, 'GET /api/auth/me': { body: { user } } });
    renderApp('/', { user });
    const profile = await screen.findByRole('link', { name: 'Profile' });
    const shirt = profile.querySelector('svg[data-kit-style="vertical"]');
    expect(shirt?.querySelector('rect[fill="#dc2626"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menu' });
    expect(drawer.querySelector('svg[data-kit-style="vertical"]')).not.toBeNull();
  });

  it('adds an Admin link to /admin/ for admins', async () => {
    const user = makeUser({ role: 'admin' });
    mockApi({ ...publicStubs, 'GET /api/auth/me': { body: { user } } });
    renderApp('/', { user });
    await screen.findByRole('button', { name: 'Logout' });
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
  });

  it('greets the user by team name in the menu drawer', async () => {
    const user = makeUser({ teamName: 'Blue Army' });
    mockApi({ ...publicStubs, 'GET /api/auth/me': { body: { user } } });
    renderApp('/', { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Menu' }));
    expect(drawer.getByText('Hi, Blue Army')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'My Predictions' })).toBeInTheDocument();
  });

  it('opens the menu drawer as a dialog named Menu whose links are list items', async () => {
    mockApi(publicStubs);
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const items = dialog.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fixtures',
      'Leaderboards',
      'News',
      'Login',
      'Register',
    ]);
    for (const item of items) expect(within(item).getByRole('link')).toBeInTheDocument();
  });

  it('labels the drawer account links Login and Register when signed out', async () => {
    mockApi(publicStubs);
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows a spinner while the stored token is checked', async () => {
    const user = makeUser();
    mockApi({ ...publicStubs, 'GET /api/auth/me': () => new Promise(() => {}) });
    renderApp('/', { user });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('drops the stored token and shows the visitor signed out when the check fails', async () => {
    mockApi({ ...publicStubs, 'GET /api/auth/me': { status: 500, body: { message: 'boom' } } });
    renderApp('/', { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Create Account' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logs out: clears token and user and returns home', async () => {
    const user = makeUser();
    mockApi({ ...publicStubs, 'GET /api/auth/me': { body: { user } } });
    const { router } = renderApp('/rules', { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('has a footer with Contact, Rules, Privacy Policy and Terms of Service', () => {
    mockApi(publicStubs);
    renderApp('/');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    for (const [name, href] of [
      ['Contact', '/contact'],
      ['Rules', '/rules'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});

/** The server's boot shell (api/src/lib/boot-shell.ts) as it sits in the page before the app starts. */
function paintBootShell() {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<style id="boot-style">#boot~#root{display:none}</style>',
  );
  document.body.insertAdjacentHTML('afterbegin', '<div id="boot"><h1>Leaderboards</h1></div>');
}
const bootShellShown = () =>
  document.getElementById('boot') !== null && document.getElementById('boot-style') !== null;

describe("the server's boot shell", () => {
  afterEach(() => {
    document.getElementById('boot')?.remove();
    document.getElementById('boot-style')?.remove();
  });

  it('is removed, with its styles, as soon as a page is shown', async () => {
    paintBootShell();
    mockApi(publicStubs);
    renderApp('/');
    await screen.findByRole('link', { name: 'Create Account' });
    expect(bootShellShown()).toBe(false);
  });

  it('stays while a stored session is checked, and goes once the page can be shown', async () => {
    paintBootShell();
    const user = makeUser();
    let answer: (reply: { body: unknown }) => void = () => {};
    mockApi({
      ...publicStubs,
      'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/', { user });
    await screen.findByRole('status');
    expect(bootShellShown()).toBe(true);
    answer({ body: { user } });
    await waitFor(() => expect(bootShellShown()).toBe(false));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
