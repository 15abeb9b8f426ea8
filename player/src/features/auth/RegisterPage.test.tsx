import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';

type Fields = Partial<
  Record<
    | 'Team Name'
    | 'Email'
    | 'First Name (optional)'
    | 'Last Name (optional)'
    | 'Password'
    | 'Confirm Password',
    string
  >
>;

async function fillAndSubmit(fields: Fields) {
  for (const [label, value] of Object.entries(fields)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const valid: Fields = {
  'Team Name': 'Red Rovers',
  Email: 'fan@example.com',
  Password: 'secret1',
  'Confirm Password': 'secret1',
};

describe('register page', () => {
  it('requires a team name', async () => {
    mockApi({});
    renderApp('/register');
    await fillAndSubmit({ ...valid, 'Team Name': '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Team name is required');
  });

  it('requires an email', async () => {
    mockApi({});
    renderApp('/register');
    await fillAndSubmit({ ...valid, Email: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('says when the passwords do not match', async () => {
    mockApi({});
    renderApp('/register');
    await fillAndSubmit({ ...valid, 'Confirm Password': 'secret2' });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('needs at least 6 characters of password', async () => {
    const fetchMock = mockApi({});
    renderApp('/register');
    await fillAndSubmit({ ...valid, Password: 'abc', 'Confirm Password': 'abc' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it('omits empty names, signs in and goes to the kit designer marked as from registration', async () => {
    const user = makeUser();
    const fetchMock = mockApi({
      'POST /api/auth/register': { status: 201, body: { token: 'new-token', user } },
    });
    const { router } = renderApp('/register');
    await fillAndSubmit(valid);
    await screen.findByRole('heading', { level: 1, name: 'Kit Designer' });
    expect(router.state.location.state).toEqual({ fromRegistration: true });
    expect(screen.getByRole('button', { name: 'Save Kit and Continue' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/auth/register')).toEqual({
      teamName: 'Red Rovers',
      email: 'fan@example.com',
      password: 'secret1',
    });
    expect(router.state.location.pathname).toBe('/kit-designer');
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      teamName: 'Red Rovers',
    });
  });

  it('sends first and last name when given', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/register': { status: 201, body: { token: 't', user: makeUser() } },
    });
    renderApp('/register');
    await fillAndSubmit({
      ...valid,
      'First Name (optional)': 'Alex',
      'Last Name (optional)': 'Smith',
    });
    await screen.findByRole('heading', { level: 1, name: 'Kit Designer' });
    expect(sentBody(fetchMock, 'POST /api/auth/register')).toMatchObject({
      firstName: 'Alex',
      lastName: 'Smith',
    });
  });

  it("shows the server's message, or 'Registration failed' without one", async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 409,
        body: { message: 'This team name is already taken' },
      },
    });
    renderApp('/register');
    await fillAndSubmit(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('This team name is already taken');

    mockApi({ 'POST /api/auth/register': { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it("shows the server's errors.email beside the email field", async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 400,
        body: {
          message: 'Some fields are invalid',
          code: 'VALIDATION',
          errors: { email: 'An account with this email already exists' },
        },
      },
    });
    renderApp('/register');
    await fillAndSubmit(valid);
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are invalid');
  });

  it('checks the e-mail with the contracts schema before sending', async () => {
    const fetchMock = mockApi({});
    renderApp('/register');
    await fillAndSubmit({ ...valid, Email: 'not-an-address' });
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the terms and the privacy policy', () => {
    mockApi({});
    renderApp('/register');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
