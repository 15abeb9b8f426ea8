import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { EditToolbar } from '../../lib/EditToolbar';
import { useFailureNotify } from '../../lib/errors';
import { CompetitionInputs } from './CompetitionInputs';

/** Pessimistic, so the server's field errors land beside their inputs. */
export function CompetitionEdit() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: notifyFailure(translate('resources.competitions.updateFailed')) }}
    >
      <SimpleForm toolbar={<EditToolbar deleteFailed="resources.competitions.deleteFailed" />}>
        <CompetitionInputs />
      </SimpleForm>
    </Edit>
  );
}
