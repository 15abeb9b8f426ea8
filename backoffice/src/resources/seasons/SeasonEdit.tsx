import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { EditToolbar } from '../../lib/EditToolbar';
import { useFailureNotify } from '../../lib/errors';
import { SeasonInputs } from './SeasonInputs';

/** Pessimistic, so the server's field errors land beside their inputs. */
export function SeasonEdit() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: notifyFailure(translate('resources.seasons.updateFailed')) }}
    >
      <SimpleForm toolbar={<EditToolbar deleteFailed="resources.seasons.deleteFailed" />}>
        <SeasonInputs />
      </SimpleForm>
    </Edit>
  );
}
