import { PessimisticEdit } from '../../lib/PessimisticForms';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionEdit() {
  return (
    <PessimisticEdit
      failureMessage="resources.competitions.updateFailed"
      deleteFailed="resources.competitions.deleteFailed"
    >
      <CompetitionInputs />
    </PessimisticEdit>
  );
}
