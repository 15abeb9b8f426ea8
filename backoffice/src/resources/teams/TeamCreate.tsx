import { ResourceCreate, ResourceForm } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { teamFormSchema, TeamInputs } from './TeamInputs';

export function TeamCreate() {
  return (
    <ResourceCreate failureMessage="resources.teams.createFailed">
      <ResourceForm resolver={schemaResolver(teamFormSchema)}>
        <TeamInputs />
      </ResourceForm>
    </ResourceCreate>
  );
}
