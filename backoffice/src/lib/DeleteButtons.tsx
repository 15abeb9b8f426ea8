import {
  BulkDeleteWithConfirmButton,
  DeleteWithConfirmButton,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  useUnselect,
  type DeleteWithConfirmButtonProps,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useFailureNotify } from './errors';
import { useNotifySaved } from './savedFeedback';

/**
 * Delete after a confirmation, waiting for the server (pessimistic): it refuses a record that is
 * still used, and its message, else `failed` (an i18n key), is shown in the red banner. Done, the
 * notification names the record ("Team 'Walk Rovers' deleted") and the list is shown.
 */
export function ConfirmDeleteButton({
  failed,
  ...props
}: Omit<DeleteWithConfirmButtonProps, 'mutationMode' | 'mutationOptions'> & { failed: string }) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const resource = useResourceContext(props);
  const record = useRecordContext(props);
  const notifySaved = useNotifySaved(resource);
  const unselect = useUnselect(resource);
  const redirect = useRedirect();
  // Inside an edit form: the record is gone, so its unsaved changes must not block the way out.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return (
    <DeleteWithConfirmButton
      {...props}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          if (!record) return;
          notifySaved('deleted', record);
          unselect([record.id]);
          form?.reset(undefined, { keepValues: true });
          redirect('list', resource);
        },
        onError: notifyFailure(translate(failed)),
      }}
    />
  );
}

/**
 * The bulk toolbar's Delete, pessimistic like ConfirmDeleteButton, and always asked first in a dialog
 * naming the count and the resource ('Delete 3 matches'): no mass action on one click.
 */
export function BulkDelete({ failed }: { failed: string }) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate(failed)) }}
    />
  );
}
