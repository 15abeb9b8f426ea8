import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealCount } from './useRevealCount';

function List({ total, first, step }: { total: number; first: number; step?: number }) {
  const shown = useRevealCount(total, first, step);
  return (
    <ul aria-label="items">
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>item {i + 1}</li>
      ))}
    </ul>
  );
}

/** Lets the pending timers (one per step) and the updates they schedule run. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useRevealCount', () => {
  it('renders the first items at once, then the rest a step per task, until all are shown', async () => {
    render(<List total={10} first={4} step={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('item 10')).toBeInTheDocument();
  });

  it('renders a short list whole in the first commit', () => {
    render(<List total={3} first={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders a changed list whole up to the longest shown before, then step by step', async () => {
    const { rerender } = render(<List total={4} first={2} />);
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    rerender(<List total={3} first={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    rerender(<List total={7} first={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await nextTask();
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });
});
