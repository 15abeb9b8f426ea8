import { SimpleForm } from 'react-admin';
import { PessimisticCreate } from '../../lib/PessimisticForms';
import { TeamInputs } from './TeamInputs';

export function TeamCreate() {
  return (
    <PessimisticCreate failureMessage="resources.teams.createFailed">
      <SimpleForm>
        <TeamInputs />
      </SimpleForm>
    </PessimisticCreate>
  );
}
