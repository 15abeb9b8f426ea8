import {
  BulkDeleteButton,
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

/** The bulk toolbar's Delete, pessimistic like ConfirmDeleteButton; `confirm` asks first. */
export function BulkDelete({ failed, confirm = false }: { failed: string; confirm?: boolean }) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const Delete = confirm ? BulkDeleteWithConfirmButton : BulkDeleteButton;
  return (
    <Delete
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate(failed)) }}
    />
  );
}
