import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody, type Reply } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import type { User } from '../../lib/session';
import { kitBody } from './kit';

const fromRegistration = { fromRegistration: true };

/** GET /auth/me: the user at the start-up session check, then `later` (default the same). */
function me(user: User, later: Reply = { body: { user } }) {
  let calls = 0;
  return () => (calls++ === 0 ? { body: { user } } : later);
}

/** Opens /kit-designer as a signed-in player, optionally as the registration flow does. */
async function openDesigner(options: { state?: unknown; user?: User } = {}) {
  const user = options.user ?? makeUser();
  const view = renderApp('/rules', { user });
  await view.router.navigate('/kit-designer', { state: options.state });
  await screen.findByRole('heading', { level: 1, name: 'Kit Designer' });
  return view;
}

const styleRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const presets = (label: string) => screen.getByRole('group', { name: `${label} presets` });

describe('kit designer', () => {
  it('offers the 8 styles as a radio group, each with its name and description', async () => {
    mockApi({ 'GET /api/auth/me': me(makeUser()) });
    await openDesigner();
    const group = screen.getByRole('radiogroup', { name: 'Kit Style' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(8);
    expect(styleRadio('Solid')).toHaveAccessibleName('Solid Plain solid colour');
    expect(styleRadio('Arrow')).toHaveAccessibleName('Arrow An arrow pointing up');
    expect(styleRadio('Star')).toBeInTheDocument();
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('from registration: save is disabled without a style; choosing one enables Save Kit and Continue', async () => {
    mockApi({ 'GET /api/auth/me': me(makeUser()) });
    await openDesigner({ state: fromRegistration });
    const save = screen.getByRole('button', { name: 'Save Kit and Continue' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await userEvent.click(styleRadio('Vertical Stripes'));
    expect(styleRadio('Vertical Stripes')).toBeChecked();
    expect(save).toBeEnabled();
    expect(screen.getByRole('img', { name: /kit preview/ })).toHaveAttribute(
      'data-kit-style',
      'vertical',
    );
  });

  it('starts from blue and white; a swatch or the colour input changes the colour and the preview', async () => {
    mockApi({ 'GET /api/auth/me': me(makeUser()) });
    await openDesigner();
    const primaryInput = screen.getByLabelText('Primary colour', { selector: 'input' });
    const secondaryInput = screen.getByLabelText('Secondary colour', { selector: 'input' });
    expect(primaryInput).toHaveAttribute('type', 'color');
    expect(primaryInput).toHaveValue('#2563eb');
    expect(secondaryInput).toHaveValue('#ffffff');
    expect(within(presets('Primary colour')).getAllByRole('button')).toHaveLength(14);
    expect(within(presets('Primary colour')).getByRole('button', { name: 'Blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(presets('Primary colour')).getByRole('button', { name: 'Red' }));
    expect(primaryInput).toHaveValue('#dc2626');
    expect(within(presets('Primary colour')).getByRole('button', { name: 'Red' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(presets('Primary colour')).getByRole('button', { name: 'Blue' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.change(secondaryInput, { target: { value: '#123abc' } });
    expect(secondaryInput).toHaveValue('#123abc');
    const preview = screen.getByRole('img', { name: /kit preview/ });
    expect(preview.querySelector('[fill="#dc2626"]')).not.toBeNull();
  });

  it('saves the kit, shows the success modal, refreshes the user and goes to the favourite team after 2 seconds', async () => {
    const saved = makeUser({
      kitStyle: 'half',
      kitPrimaryColour: '#000000',
      kitSecondaryColour: '#ffffff',
    });
    const fetchMock = mockApi({
      'PUT /api/users/profile': { body: { user: saved } },
      'GET /api/auth/me': me(makeUser(), { body: { user: { ...saved, teamName: 'Fresh Name' } } }),
    });
    const { router } = await openDesigner({ state: fromRegistration });
    await userEvent.click(styleRadio('Down The Middle'));
    await userEvent.click(within(presets('Primary colour')).getByRole('button', { name: 'Black' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Kit and Continue' }));

    expect(await screen.findByRole('dialog', { name: 'Kit Design Saved!' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /api/users/profile')).toEqual({
      kitStyle: 'half',
      kitPrimaryColour: '#000000',
      kitSecondaryColour: '#ffffff',
    });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
        kitStyle: 'half',
        teamName: 'Fresh Name',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-favourite-team'), {
      timeout: 4000,
    });
    expect(router.state.location.state).toEqual(fromRegistration);
  });

  it("outside registration: shows the player's kit, 'Save Kit Design' and the modal's button goes to /profile", async () => {
    const user = makeUser({
      kitStyle: 'horizontal',
      kitPrimaryColour: '#16a34a',
      kitSecondaryColour: '#000000',
    });
    mockApi({
      'PUT /api/users/profile': { body: { user } },
      'GET /api/auth/me': me(user, { status: 500 }),
    });
    const { router } = await openDesigner({ user });
    expect(styleRadio('Horizontal Stripes')).toBeChecked();
    expect(screen.getByLabelText('Primary colour', { selector: 'input' })).toHaveValue('#16a34a');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Kit Design' }));
    const modal = await screen.findByRole('dialog', { name: 'Kit Design Saved!' });
    // The failed /auth/me refresh is silent: no error modal.
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('Skip (from registration) and Cancel (otherwise) move on without saving', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/me': { body: { user: makeUser() } } });
    const first = await openDesigner({ state: fromRegistration });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(first.router.state.location.pathname).toBe('/select-favourite-team');
    expect(first.router.state.location.state).toEqual(fromRegistration);
    first.unmount();

    const second = await openDesigner();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(second.router.state.location.pathname).toBe('/profile');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/profile', expect.anything());
  });

  it("shows the server's message, else 'Failed to save kit design', in the Error modal with Close", async () => {
    mockApi({
      'GET /api/auth/me': me(makeUser()),
      'PUT /api/users/profile': {
        status: 400,
        body: { message: 'Please choose a colour as #rrggbb' },
      },
    });
    await openDesigner();
    await userEvent.click(styleRadio('Solid'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Kit Design' }));
    let modal = await screen.findByRole('dialog', { name: 'Error' });
    expect(modal).toHaveTextContent('Please choose a colour as #rrggbb');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    mockApi({ 'PUT /api/users/profile': { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Kit Design' }));
    modal = await screen.findByRole('dialog', { name: 'Error' });
    expect(modal).toHaveTextContent('Failed to save kit design');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing chosen is lost.
    expect(styleRadio('Solid')).toBeChecked();
  });

  it("asks for a kit style ('Please select a kit style') before building a request", () => {
    expect(kitBody({ kitStyle: null, primary: '#2563eb', secondary: '#ffffff' })).toEqual({
      error: 'Please select a kit style',
    });
    expect(kitBody({ kitStyle: 'solid', primary: '#2563eb', secondary: '#ffffff' })).toEqual({
      body: { kitStyle: 'solid', kitPrimaryColour: '#2563eb', kitSecondaryColour: '#ffffff' },
    });
  });
});
