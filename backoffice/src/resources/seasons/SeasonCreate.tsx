import { Alert } from '@mui/material';
import { seasonSchema } from '@predictor/contracts/schemas';
import { ResourceCreate, ResourceForm } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { NeedsCompetitionHint, useHasCompetitions } from './CreateSeasonGate';
import { SeasonInputs } from './SeasonInputs';

/** Without a competition, nothing to save: the form is disabled and says why. */
export function SeasonCreate() {
  const hasCompetitions = useHasCompetitions();
  return (
    <ResourceCreate failureMessage="resources.seasons.createFailed">
      {hasCompetitions === false && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
          <NeedsCompetitionHint />
        </Alert>
      )}
      <ResourceForm disabled={hasCompetitions === false} resolver={schemaResolver(seasonSchema)}>
        <SeasonInputs />
      </ResourceForm>
    </ResourceCreate>
  );
}
