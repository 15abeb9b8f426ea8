import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { EditToolbar } from './EditToolbar';
import { useFailureNotify } from './errors';

/**
 * A Create page that waits for the server (pessimistic): its field errors land beside their inputs
 * and its message, else the `failureMessage` fallback (an i18n key), is notified.
 */
export function PessimisticCreate({
  failureMessage,
  children,
}: {
  failureMessage: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Create
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate(failureMessage)) }}
    >
      {children}
    </Create>
  );
}

/**
 * An Edit page that waits for the server, with Save and a confirmed, pessimistic Delete; its form
 * validates with `resolver` (a contracts' schema through schemaResolver).
 */
export function PessimisticEdit({
  failureMessage,
  deleteFailed,
  resolver,
  children,
}: {
  failureMessage: string;
  deleteFailed: string;
  resolver: Resolver<FieldValues>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: notifyFailure(translate(failureMessage)) }}
    >
      <SimpleForm toolbar={<EditToolbar deleteFailed={deleteFailed} />} resolver={resolver}>
        {children}
      </SimpleForm>
    </Edit>
  );
}
