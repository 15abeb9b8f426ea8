import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SaveButton, Toolbar, useCreatePath, useResourceContext, useTranslate } from 'react-admin';

/**
 * A form's Save and Cancel (spec: Save/Cancel), and its Delete when given. Cancel goes back to the
 * resource's list (a link, its word shown on phones too); with unsaved changes the form's leave
 * warning asks first.
 */
export function FormToolbar({ deleteButton }: { deleteButton?: ReactNode }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button component={Link} to={createPath({ resource, type: 'list' })}>
        {translate('ra.action.cancel')}
      </Button>
      {deleteButton && (
        <>
          <Box sx={{ flex: 1 }} />
          {deleteButton}
        </>
      )}
    </Toolbar>
  );
}
