import { Box } from '@mui/material';
import { DeleteWithConfirmButton, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFailureNotify } from './errors';

/**
 * An edit form's toolbar: Save, and Delete after a confirmation (pessimistic: the server may refuse
 * a record that is still used, and its message, else `deleteFailed`, is shown).
 */
export function EditToolbar({ deleteFailed }: { deleteFailed: string }) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Toolbar>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{ onError: notifyFailure(translate(deleteFailed)) }}
      />
    </Toolbar>
  );
}
