import { ResourceEdit } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { CurrentLogo } from './CurrentLogo';
import { teamFormSchema, TeamInputs } from './TeamInputs';

/** Pessimistic: a new logo goes with the team in one multipart write, whose refusal shows beside it. */
export function TeamEdit() {
  return (
    <ResourceEdit
      failureMessage="resources.teams.updateFailed"
      deleteFailed="resources.teams.deleteFailed"
      resolver={schemaResolver(teamFormSchema)}
    >
      <CurrentLogo />
      <TeamInputs />
    </ResourceEdit>
  );
}
