import { Create, SimpleForm } from 'react-admin';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionCreate() {
  return (
    <Create redirect="list" mutationMode="pessimistic">
      <SimpleForm>
        <CompetitionInputs />
      </SimpleForm>
    </Create>
  );
}
