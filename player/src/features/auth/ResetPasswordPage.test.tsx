import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';

const input = (label: string) => screen.getByLabelText(label);

describe('reset password page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('explains that a link without a token is invalid', () => {
    mockApi({});
    renderApp('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid reset link. Please request a new password reset.',
    );
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('asks for a new password', async () => {
    mockApi({});
    renderApp('/reset-password?token=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a new password');
  });

  it('needs at least 6 characters', async () => {
    mockApi({});
    renderApp('/reset-password?token=abc');
    await userEvent.type(input('New Password'), 'abc');
    await userEvent.type(input('Confirm Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
  });

  it('says when the passwords do not match', async () => {
    const fetchMock = mockApi({});
    renderApp('/reset-password?token=abc');
    await userEvent.type(input('New Password'), 'secret1');
    await userEvent.type(input('Confirm Password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the success message and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockApi({
      'POST /api/auth/reset-password': { body: { message: 'Your password has been reset.' } },
    });
    const { router } = renderApp('/reset-password?token=abc');
    await user.type(input('New Password'), 'secret1');
    await user.type(input('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Your password has been reset\./)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/auth/reset-password')).toEqual({
      token: 'abc',
      password: 'secret1',
    });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Failed to reset password'", async () => {
    mockApi({ 'POST /api/auth/reset-password': { status: 500 } });
    renderApp('/reset-password?token=abc');
    await userEvent.type(input('New Password'), 'secret1');
    await userEvent.type(input('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
  });
});
