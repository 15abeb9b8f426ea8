import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useLeaveWarning } from './useLeaveWarning';

function Page({ unsaved }: { unsaved: boolean }) {
  useLeaveWarning(unsaved);
  return null;
}

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveWarning', () => {
  it('asks before the tab closes only while there is unsaved work', () => {
    const { rerender, unmount } = render(<Page unsaved={false} />);
    expect(leave()).toBe(false);
    rerender(<Page unsaved />);
    expect(leave()).toBe(true);
    rerender(<Page unsaved={false} />);
    expect(leave()).toBe(false);
    rerender(<Page unsaved />);
    unmount();
    expect(leave()).toBe(false);
  });
});
