import { seasonSchema } from '@predictor/contracts/schemas';
import { PessimisticEdit } from '../../lib/PessimisticForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { SeasonInputs } from './SeasonInputs';

export function SeasonEdit() {
  return (
    <PessimisticEdit
      failureMessage="resources.seasons.updateFailed"
      deleteFailed="resources.seasons.deleteFailed"
      resolver={schemaResolver(seasonSchema)}
    >
      <SeasonInputs />
    </PessimisticEdit>
  );
}
