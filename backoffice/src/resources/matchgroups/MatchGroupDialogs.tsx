import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Button,
  CreateBase,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { useFailureNotify } from '../../lib/errors';
import { MatchGroupInputs } from './MatchGroupInputs';

type DialogProps = { onClose: () => void };

function DialogToolbar({ onClose, creating }: DialogProps & { creating?: boolean }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      {/* A new group's form starts pristine (only its season preset): Save checks it anyway. */}
      <SaveButton alwaysEnable={creating} />
      <Box sx={{ flex: 1 }} />
      <Button label="ra.action.cancel" onClick={onClose} />
    </Toolbar>
  );
}

function GroupDialog({
  title,
  onClose,
  children,
}: DialogProps & { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="matchgroup-dialog-title"
    >
      <DialogTitle id="matchgroup-dialog-title" sx={{ pr: 6 }}>
        {translate(title)}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: 0 }}>{children}</DialogContent>
    </Dialog>
  );
}

/** Create a match group in a modal (route /matchgroups/create), in the season chosen on the list. */
export function MatchGroupCreateDialog({ seasonId, onClose }: DialogProps & { seasonId?: number }) {
  const notifyFailure = useFailureNotify();
  const translate = useTranslate();
  return (
    <GroupDialog title="resources.matchgroups.createTitle" onClose={onClose}>
      <CreateBase
        resource="matchgroups"
        redirect="list"
        mutationMode="pessimistic"
        record={seasonId ? { seasonId } : undefined}
        mutationOptions={{
          onError: notifyFailure(translate('resources.matchgroups.createFailed')),
        }}
      >
        <SimpleForm toolbar={<DialogToolbar onClose={onClose} creating />}>
          <MatchGroupInputs creating />
        </SimpleForm>
      </CreateBase>
    </GroupDialog>
  );
}

/** Edit a match group in a modal (route /matchgroups/{id}). */
export function MatchGroupEditDialog({ id, onClose }: DialogProps & { id: string }) {
  const notifyFailure = useFailureNotify();
  const translate = useTranslate();
  return (
    <GroupDialog title="resources.matchgroups.editTitle" onClose={onClose}>
      <EditBase
        resource="matchgroups"
        id={id}
        redirect="list"
        mutationMode="pessimistic"
        mutationOptions={{
          onError: notifyFailure(translate('resources.matchgroups.updateFailed')),
        }}
      >
        <SimpleForm toolbar={<DialogToolbar onClose={onClose} />}>
          <MatchGroupInputs />
        </SimpleForm>
      </EditBase>
    </GroupDialog>
  );
}
