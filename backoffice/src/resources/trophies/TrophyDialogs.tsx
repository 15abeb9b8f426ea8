import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
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
import { TrophyInputs } from './TrophyInputs';

type DialogProps = { onClose: () => void };

function DialogToolbar({ onClose }: DialogProps) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <Button label="ra.action.cancel" onClick={onClose} />
    </Toolbar>
  );
}

function TrophyDialog({
  title,
  onClose,
  children,
}: DialogProps & { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="trophy-dialog-title">
      <DialogTitle id="trophy-dialog-title" sx={{ pr: 6 }}>
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

/** Create a trophy in a modal (route /trophies/create); pessimistic, so server errors stay in the form. */
export function TrophyCreateDialog({ onClose }: DialogProps) {
  const notifyFailure = useFailureNotify();
  const translate = useTranslate();
  return (
    <TrophyDialog title="resources.trophies.createTitle" onClose={onClose}>
      <CreateBase
        resource="trophies"
        redirect="list"
        mutationMode="pessimistic"
        mutationOptions={{ onError: notifyFailure(translate('resources.trophies.saveFailed')) }}
      >
        <SimpleForm toolbar={<DialogToolbar onClose={onClose} />}>
          <TrophyInputs />
        </SimpleForm>
      </CreateBase>
    </TrophyDialog>
  );
}

/** Edit a trophy in a modal (route /trophies/{id}). */
export function TrophyEditDialog({ id, onClose }: DialogProps & { id: string }) {
  const notifyFailure = useFailureNotify();
  const translate = useTranslate();
  return (
    <TrophyDialog title="resources.trophies.editTitle" onClose={onClose}>
      <EditBase
        resource="trophies"
        id={id}
        redirect="list"
        mutationMode="pessimistic"
        mutationOptions={{ onError: notifyFailure(translate('resources.trophies.saveFailed')) }}
      >
        <SimpleForm toolbar={<DialogToolbar onClose={onClose} />}>
          <TrophyInputs />
        </SimpleForm>
      </EditBase>
    </TrophyDialog>
  );
}
