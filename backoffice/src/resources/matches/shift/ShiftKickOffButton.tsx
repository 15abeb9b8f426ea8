import { useState } from 'react';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button, useListContext } from 'react-admin';
import { ShiftDialog } from './ShiftDialog';

/** Manage Matches' bulk action: Shift kick-off of the selected matches, in a dialog. */
export function ShiftKickOffButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.shift.button" onClick={() => setOpen(true)}>
        <ScheduleIcon />
      </Button>
      {open && (
        <ShiftDialog
          ids={selectedIds}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onUnselectItems();
          }}
        />
      )}
    </>
  );
}
