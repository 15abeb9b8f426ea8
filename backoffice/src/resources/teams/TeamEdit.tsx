import { PessimisticEdit } from '../../lib/PessimisticForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { CurrentLogo } from './CurrentLogo';
import { teamFormSchema, TeamInputs } from './TeamInputs';

export function TeamEdit() {
  return (
    <PessimisticEdit
      failureMessage="resources.teams.updateFailed"
      deleteFailed="resources.teams.deleteFailed"
      resolver={schemaResolver(teamFormSchema)}
    >
      <CurrentLogo />
      <TeamInputs />
    </PessimisticEdit>
  );
}
