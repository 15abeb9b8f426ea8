import { useEffect } from 'react';

/**
 * While `unsaved` is true, closing or reloading the tab asks the browser's "Leave site?" question
 * first, so typed work (a week of results) is not lost by accident.
 */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
