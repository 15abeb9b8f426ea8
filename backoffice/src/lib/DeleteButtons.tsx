import {
  BulkDeleteWithConfirmButton,
  DeleteWithConfirmButton,
  useTranslate,
  type DeleteWithConfirmButtonProps,
} from 'react-admin';
import { useFailureNotify } from './errors';

/**
 * Delete after a confirmation, waiting for the server (pessimistic): it refuses a record that is
 * still used, and its message, else `failed` (an i18n key), is notified.
 */
export function ConfirmDeleteButton({
  failed,
  ...props
}: Omit<DeleteWithConfirmButtonProps, 'mutationMode' | 'mutationOptions'> & { failed: string }) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <DeleteWithConfirmButton
      {...props}
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate(failed)) }}
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
