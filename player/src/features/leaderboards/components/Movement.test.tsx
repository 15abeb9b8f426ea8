import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Movement, moveLabel, moveOf } from './Movement';
import { unrankedReason } from './UnrankedNote';

describe('Movement', () => {
  it('reads up, down and no change from the previous position (a smaller number is higher)', () => {
    expect(moveOf(2, 5)).toEqual({ kind: 'up', places: 3 });
    expect(moveOf(6, 5)).toEqual({ kind: 'down', places: 1 });
    expect(moveOf(5, 5)).toEqual({ kind: 'same', places: 0 });
    expect(moveOf(5, null)).toBeNull();
    expect(moveLabel({ kind: 'down', places: 1 })).toBe(
      'Down 1 place since the previous match week',
    );
  });

  it('shows ▲3, ▼1 or – with its meaning for screen readers, and nothing without a previous position', () => {
    const { container, rerender } = render(<Movement position={2} previous={5} />);
    expect(
      screen.getByRole('img', { name: 'Up 3 places since the previous match week' }),
    ).toHaveTextContent('▲3');
    rerender(<Movement position={6} previous={5} />);
    expect(
      screen.getByRole('img', { name: 'Down 1 place since the previous match week' }),
    ).toHaveTextContent('▼1');
    rerender(<Movement position={5} previous={5} />);
    expect(
      screen.getByRole('img', { name: 'No change since the previous match week' }),
    ).toHaveTextContent('–');
    rerender(<Movement position={5} previous={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('unrankedReason', () => {
  it('names the table the player is missing from', () => {
    expect(unrankedReason({ season: 7, view: 'season' })).toBe(
      'You have no scored predictions in this competition yet.',
    );
    expect(unrankedReason({ season: 'all', view: 'season', year: 2024 })).toBe(
      'You have no scored predictions in the 2024/25 Season yet.',
    );
    expect(unrankedReason({ season: 7, view: 'monthly', year: 2025, month: 3 })).toBe(
      'You have no scored predictions in this competition in March 2025.',
    );
    expect(unrankedReason({ season: 'all', view: 'monthly', year: 2025, month: 12 })).toBe(
      'You have no scored predictions in December 2025.',
    );
  });
});
