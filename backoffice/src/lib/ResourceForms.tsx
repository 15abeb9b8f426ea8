import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  useTranslate,
  type MutationMode,
  type SimpleFormProps,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ConfirmDeleteButton } from './DeleteButtons';
import { useFormFailure } from './errors';
import { FormToolbar } from './FormToolbar';
import { useSavedThenList } from './savedFeedback';

/**
 * A page form: Save and Cancel (and `deleteButton`), and a question before a navigation (a
 * sidebar link, Cancel) drops unsaved changes. Its errors show beside the fields and a refusal in
 * the red banner, so react-admin's "The form is not valid" notification is off.
 */
export function ResourceForm({
  deleteButton,
  ...props
}: Omit<SimpleFormProps, 'toolbar' | 'warnWhenUnsavedChanges'> & { deleteButton?: ReactNode }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar deleteButton={deleteButton} />}
      warnWhenUnsavedChanges
      disableInvalidFormNotification
      {...props}
    />
  );
}

/**
 * A Create page that waits for the server (pessimistic): its field errors land beside their inputs
 * and its message, else the `failureMessage` fallback (an i18n key), in the red banner; done, the
 * notification names the record ("Team 'Walk Rovers' created").
 */
export function ResourceCreate({
  failureMessage,
  title,
  children,
}: {
  failureMessage: string;
  title?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const formFailure = useFormFailure();
  const onSuccess = useSavedThenList('created');
  return (
    <Create
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError: formFailure(translate(failureMessage)) }}
    >
      {children}
    </Create>
  );
}

/**
 * An Edit page with Save, Cancel and a confirmed, pessimistic Delete; its form validates with
 * `resolver` (a contracts' schema through schemaResolver). `mutationMode` is the resource's
 * choice: pessimistic unless its edits are safe to undo (see the caller's reason).
 */
export function ResourceEdit({
  failureMessage,
  deleteFailed,
  resolver,
  mutationMode = 'pessimistic',
  children,
}: {
  failureMessage: string;
  deleteFailed: string;
  resolver: Resolver<FieldValues>;
  mutationMode?: MutationMode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const formFailure = useFormFailure();
  const onSuccess = useSavedThenList('updated', mutationMode);
  return (
    <Edit
      mutationMode={mutationMode}
      mutationOptions={{ onSuccess, onError: formFailure(translate(failureMessage)) }}
    >
      <ResourceForm
        deleteButton={<ConfirmDeleteButton failed={deleteFailed} />}
        resolver={resolver}
      >
        {children}
      </ResourceForm>
    </Edit>
  );
}
