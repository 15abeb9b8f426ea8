import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useId, type ReactNode } from 'react';
import {
  Button,
  CreateBase,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useFormFailure } from './errors';
import { FailureBanner } from './FailureBanner';
import { useSavedThenList } from './savedFeedback';

interface FormDialogProps {
  resource: string;
  /** i18n key of the dialog's title. */
  title: string;
  /** i18n key of the fallback message when the server's answer has none. */
  failureMessage: string;
  onClose: () => void;
  /** The resource's shared inputs. */
  children: ReactNode;
  /** The form's validation: a contracts' schema through schemaResolver. */
  resolver: Resolver<FieldValues>;
}

function DialogToolbar({ onClose, alwaysEnable }: { onClose: () => void; alwaysEnable?: boolean }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable={alwaysEnable} />
      <Box sx={{ flex: 1 }} />
      <Button label="ra.action.cancel" onClick={onClose} />
    </Toolbar>
  );
}

function FormDialogFrame({
  title,
  onClose,
  children,
}: Pick<FormDialogProps, 'title' | 'onClose' | 'children'>) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate(title)}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: 0 }}>
        <Box sx={{ px: 2 }}>
          <FailureBanner inDialog />
        </Box>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A record created in a modal (the resource's /create route rendered over its list). Pessimistic, so
 * the server's field errors stay beside the inputs and its message (or the fallback) shows in the
 * modal's red banner; done, the notification names the record. Cancel, the close button or a
 * click outside ask first when the form has unsaved changes.
 */
export function CreateDialog({
  resource,
  title,
  failureMessage,
  onClose,
  children,
  resolver,
  record,
}: FormDialogProps & { record?: Partial<RaRecord> }) {
  const formFailure = useFormFailure();
  const translate = useTranslate();
  const onSuccess = useSavedThenList('created', 'pessimistic', resource);
  return (
    <FormDialogFrame title={title} onClose={onClose}>
      <CreateBase
        resource={resource}
        mutationMode="pessimistic"
        record={record}
        mutationOptions={{ onSuccess, onError: formFailure(translate(failureMessage)) }}
      >
        {/* A new record's form may start pristine (only its presets): Save checks it anyway. */}
        <SimpleForm
          toolbar={<DialogToolbar onClose={onClose} alwaysEnable />}
          resolver={resolver}
          warnWhenUnsavedChanges
          disableInvalidFormNotification
        >
          {children}
        </SimpleForm>
      </CreateBase>
    </FormDialogFrame>
  );
}

/**
 * A record edited in a modal (the resource's /{id} route rendered over its list); pessimistic, as
 * its failure is shown in the modal, which an undoable save would already have closed.
 */
export function EditDialog({
  resource,
  id,
  title,
  failureMessage,
  onClose,
  children,
  resolver,
}: FormDialogProps & { id: string }) {
  const formFailure = useFormFailure();
  const translate = useTranslate();
  const onSuccess = useSavedThenList('updated', 'pessimistic', resource);
  return (
    <FormDialogFrame title={title} onClose={onClose}>
      <EditBase
        resource={resource}
        id={id}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess, onError: formFailure(translate(failureMessage)) }}
      >
        <SimpleForm
          toolbar={<DialogToolbar onClose={onClose} />}
          resolver={resolver}
          warnWhenUnsavedChanges
          disableInvalidFormNotification
        >
          {children}
        </SimpleForm>
      </EditBase>
    </FormDialogFrame>
  );
}
