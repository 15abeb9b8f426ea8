import { Alert, Button, Snackbar } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { applyUpdate } from '../../lib/pwa';

/** Spec (issue 30): what the offline banner says. */
export const OFFLINE_NOTICE =
  "You are offline. Showing saved fixtures and predictions; changes can't be saved until you reconnect.";

/** The offline banner (a polite status) and the update prompt; see AppStatus. */
export function StatusBanners({
  offline,
  updateReady,
}: {
  offline: boolean;
  updateReady: boolean;
}) {
  return (
    <>
      {offline && (
        <Alert
          role="status"
          severity="warning"
          icon={<CloudOffIcon fontSize="inherit" />}
          sx={{ borderRadius: 0, justifyContent: 'center' }}
        >
          {OFFLINE_NOTICE}
        </Alert>
      )}
      {/* MUI's own snackbar colours: light on dark, dark on light, well above AA in both themes. */}
      <Snackbar
        open={updateReady}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message="New version available"
        action={
          <Button color="inherit" size="small" onClick={applyUpdate} sx={{ fontWeight: 700 }}>
            Reload
          </Button>
        }
        slotProps={{ content: { role: 'status' } }}
      />
    </>
  );
}
