import { Chip, Tooltip } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { MESSAGES } from '@predictor/contracts/messages';

/** Marks a prediction an admin entered or corrected after the deadline (a late prediction). */
export function AdminEnteredChip() {
  return (
    <Tooltip title="An admin entered or corrected this prediction after the deadline" describeChild>
      <Chip
        size="small"
        tabIndex={0}
        icon={<AdminPanelSettingsIcon />}
        label={MESSAGES.enteredByAdmin}
        variant="outlined"
      />
    </Tooltip>
  );
}
