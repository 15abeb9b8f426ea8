import { SimpleForm } from 'react-admin';
import { PessimisticCreate } from '../../lib/PessimisticForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { teamFormSchema, TeamInputs } from './TeamInputs';

export function TeamCreate() {
  return (
    <PessimisticCreate failureMessage="resources.teams.createFailed">
      <SimpleForm resolver={schemaResolver(teamFormSchema)}>
        <TeamInputs />
      </SimpleForm>
    </PessimisticCreate>
  );
}
