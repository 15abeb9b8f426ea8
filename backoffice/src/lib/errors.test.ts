import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { failureMessage } from './errors';

describe('failureMessage', () => {
  it("shows the server's message when the refusal carries one", () => {
    const error = new HttpError('x', 409, { message: 'This record is still used by matches' });
    expect(failureMessage(error, 'Failed to delete match')).toBe(
      'This record is still used by matches',
    );
  });

  it('falls back to the given text without a message (network failure, empty body)', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to update match')).toBe(
      'Failed to update match',
    );
    expect(
      failureMessage(new HttpError('x', 500, { message: '  ' }), 'Failed to save trophy'),
    ).toBe('Failed to save trophy');
  });
});
