import { SimpleForm } from 'react-admin';
import { competitionSchema } from '@predictor/contracts/schemas';
import { PessimisticCreate } from '../../lib/PessimisticForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionCreate() {
  return (
    <PessimisticCreate failureMessage="resources.competitions.createFailed">
      <SimpleForm resolver={schemaResolver(competitionSchema)}>
        <CompetitionInputs />
      </SimpleForm>
    </PessimisticCreate>
  );
}
