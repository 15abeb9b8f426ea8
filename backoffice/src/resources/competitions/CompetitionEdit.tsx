import { competitionSchema } from '@predictor/contracts/schemas';
import { ResourceEdit } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { CompetitionInputs } from './CompetitionInputs';

/**
 * Undoable: a JSON write of a few fields the contracts' schema checks before Save, no file and no
 * rescoring; a refusal that still comes back is shown in the red banner.
 */
export function CompetitionEdit() {
  return (
    <ResourceEdit
      failureMessage="resources.competitions.updateFailed"
      deleteFailed="resources.competitions.deleteFailed"
      resolver={schemaResolver(competitionSchema)}
      mutationMode="undoable"
    >
      <CompetitionInputs />
    </ResourceEdit>
  );
}
