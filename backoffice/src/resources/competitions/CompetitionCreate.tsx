import { competitionSchema } from '@predictor/contracts/schemas';
import { ResourceCreate, ResourceForm } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { CompetitionInputs } from './CompetitionInputs';

export function CompetitionCreate() {
  return (
    <ResourceCreate failureMessage="resources.competitions.createFailed">
      <ResourceForm resolver={schemaResolver(competitionSchema)}>
        <CompetitionInputs />
      </ResourceForm>
    </ResourceCreate>
  );
}
