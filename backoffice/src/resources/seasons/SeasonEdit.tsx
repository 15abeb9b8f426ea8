import { PessimisticEdit } from '../../lib/PessimisticForms';
import { SeasonInputs } from './SeasonInputs';

export function SeasonEdit() {
  return (
    <PessimisticEdit
      failureMessage="resources.seasons.updateFailed"
      deleteFailed="resources.seasons.deleteFailed"
    >
      <SeasonInputs />
    </PessimisticEdit>
  );
}
