import { Box } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from './DeleteButtons';

/**
 * An edit form's toolbar: Save, and Delete after a confirmation (pessimistic: the server may refuse
 * a record that is still used, and its message, else `deleteFailed`, is shown).
 */
export function EditToolbar({ deleteFailed }: { deleteFailed: string }) {
  return (
    <Toolbar>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <ConfirmDeleteButton failed={deleteFailed} />
    </Toolbar>
  );
}
