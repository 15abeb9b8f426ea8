import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useFailureNotify } from '../../lib/errors';
import { TeamInputs } from './TeamInputs';

/** Pessimistic, so the server's field errors land beside their inputs. */
export function TeamCreate() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Create
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate('resources.teams.createFailed')) }}
    >
      <SimpleForm>
        <TeamInputs />
      </SimpleForm>
    </Create>
  );
}
