import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');

describe('login page', () => {
  it('asks to fill in all fields when one is empty', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    await userEvent.type(emailInput(), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, stores the session and goes home', async () => {
    const user = makeUser();
    const fetchMock = mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user } },
      'GET /api/seasons?active=true': { body: [] },
    });
    const { router } = renderApp('/login');
    await userEvent.type(emailInput(), ' fan@example.com ');
    await userEvent.type(passwordInput(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: /^Welcome( back)?, Red Rovers!$/ });
    expect(router.state.location.pathname).toBe('/');
    expect(sentBody(fetchMock, 'POST /api/auth/login')).toEqual({
      email: 'fan@example.com',
      password: 'secret1',
    });
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it("shows the server's message on a rejected sign-in and stays on /login", async () => {
    mockApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const { router } = renderApp('/login');
    await userEvent.type(emailInput(), 'fan@example.com');
    await userEvent.type(passwordInput(), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Login failed'", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500 } });
    renderApp('/login');
    await userEvent.type(emailInput(), 'fan@example.com');
    await userEvent.type(passwordInput(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('links to registration and the forgotten-password page', () => {
    mockApi({});
    renderApp('/login');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
