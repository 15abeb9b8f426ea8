import { PessimisticEdit } from '../../lib/PessimisticForms';
import { CurrentLogo } from './CurrentLogo';
import { TeamInputs } from './TeamInputs';

export function TeamEdit() {
  return (
    <PessimisticEdit
      failureMessage="resources.teams.updateFailed"
      deleteFailed="resources.teams.deleteFailed"
    >
      <CurrentLogo />
      <TeamInputs />
    </PessimisticEdit>
  );
}
