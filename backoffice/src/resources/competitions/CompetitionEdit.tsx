import { competitionSchema } from '@predictor/contracts/schemas';
import { PessimisticEdit } from '../../lib/PessimisticForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionEdit() {
  return (
    <PessimisticEdit
      failureMessage="resources.competitions.updateFailed"
      deleteFailed="resources.competitions.deleteFailed"
      resolver={schemaResolver(competitionSchema)}
    >
      <CompetitionInputs />
    </PessimisticEdit>
  );
}
