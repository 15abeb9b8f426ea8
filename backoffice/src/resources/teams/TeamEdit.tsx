import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { EditToolbar } from '../../lib/EditToolbar';
import { useFailureNotify } from '../../lib/errors';
import { CurrentLogo } from './CurrentLogo';
import { TeamInputs } from './TeamInputs';

/** Pessimistic, so the server's field errors land beside their inputs. */
export function TeamEdit() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: notifyFailure(translate('resources.teams.updateFailed')) }}
    >
      <SimpleForm toolbar={<EditToolbar deleteFailed="resources.teams.deleteFailed" />}>
        <CurrentLogo />
        <TeamInputs />
      </SimpleForm>
    </Edit>
  );
}
