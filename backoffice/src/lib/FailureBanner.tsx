import { Alert } from '@mui/material';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';

type FailureState = {
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
};

const FailureContext = createContext<FailureState | null>(null);

function useFailureState(): FailureState {
  const state = useContext(FailureContext);
  if (!state) throw new Error('A failure is shown inside <FailureBannerProvider> (the Layout).');
  return state;
}

/**
 * The last create, update, delete (or other action) failure, shown by every <FailureBanner> until
 * the admin dismisses it or moves to another screen. Held above the pages (in the Layout), so a
 * failure that arrives after its form has gone (an undoable edit) is still shown.
 */
export function FailureBannerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const { pathname } = useLocation();
  useEffect(() => setMessage(null), [pathname]);
  const dismiss = useCallback(() => setMessage(null), []);
  const state = useMemo(() => ({ message, show: setMessage, dismiss }), [message, dismiss]);
  return <FailureContext.Provider value={state}>{children}</FailureContext.Provider>;
}

/** Shows `message` in the failure banner (replacing the one shown). */
export function useShowFailure() {
  return useFailureState().show;
}

/**
 * The spec's "dismissible red banner" (most errors appear in it): the page has one above its
 * content, and each modal one of its own at its top, since a modal hides the page behind it.
 * A modal's failure is about that modal: closing it (`inDialog`) takes the failure away too.
 */
export function FailureBanner({ inDialog = false }: { inDialog?: boolean }) {
  const translate = useTranslate();
  const { message, dismiss } = useFailureState();
  useEffect(() => (inDialog ? dismiss : undefined), [inDialog, dismiss]);
  if (!message) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      onClose={dismiss}
      closeText={translate('ra.action.close')}
      sx={{ my: 1 }}
    >
      {message}
    </Alert>
  );
}
