import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * While `unsaved` is true, typed work (a week of results) is not lost by accident: an in-app
 * navigation (a sidebar link, Back) asks react-admin's "unsaved changes" question first and stays
 * on refusal, and closing or reloading the tab asks the browser's "Leave site?" question.
 */
export function useLeaveWarning(unsaved: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(unsaved);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);

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
