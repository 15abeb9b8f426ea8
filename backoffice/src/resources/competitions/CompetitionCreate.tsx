import { SimpleForm } from 'react-admin';
import { PessimisticCreate } from '../../lib/PessimisticForms';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionCreate() {
  return (
    <PessimisticCreate failureMessage="resources.competitions.createFailed">
      <SimpleForm>
        <CompetitionInputs />
      </SimpleForm>
    </PessimisticCreate>
  );
}
