import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';

const emailInput = () => screen.getByLabelText('Email');

describe('forgot password page', () => {
  it('asks for an email address', async () => {
    mockApi({});
    renderApp('/forgot-password');
    await userEvent.type(emailInput(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
  });

  it("sends the trimmed address and shows the server's message", async () => {
    const fetchMock = mockApi({
      'POST /api/auth/forgot-password': { body: { message: 'Check your inbox.' } },
    });
    renderApp('/forgot-password');
    await userEvent.type(emailInput(), ' fan@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your inbox.');
    expect(sentBody(fetchMock, 'POST /api/auth/forgot-password')).toEqual({
      email: 'fan@example.com',
    });
  });

  it("falls back to 'Failed to send reset email'", async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 500 } });
    renderApp('/forgot-password');
    await userEvent.type(emailInput(), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });

  it('links back to login', () => {
    mockApi({});
    renderApp('/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
