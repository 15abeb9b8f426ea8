import { seasonSchema } from '@predictor/contracts/schemas';
import { ResourceEdit } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { SeasonInputs } from './SeasonInputs';

/**
 * Undoable: a JSON write the contracts' schema checks before Save (dates in order), no file and no
 * rescoring; a refusal that still comes back is shown in the red banner.
 */
export function SeasonEdit() {
  return (
    <ResourceEdit
      failureMessage="resources.seasons.updateFailed"
      deleteFailed="resources.seasons.deleteFailed"
      resolver={schemaResolver(seasonSchema)}
      mutationMode="undoable"
    >
      <SeasonInputs />
    </ResourceEdit>
  );
}
