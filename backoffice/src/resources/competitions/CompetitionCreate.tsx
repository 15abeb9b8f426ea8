import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useFailureNotify } from '../../lib/errors';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionCreate() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Create
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate('resources.competitions.createFailed')) }}
    >
      <SimpleForm>
        <CompetitionInputs />
      </SimpleForm>
    </Create>
  );
}
