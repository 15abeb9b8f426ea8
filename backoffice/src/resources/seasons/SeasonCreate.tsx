import { Alert } from '@mui/material';
import { SimpleForm } from 'react-admin';
import { seasonSchema } from '@predictor/contracts/schemas';
import { PessimisticCreate } from '../../lib/PessimisticForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { NeedsCompetitionHint, useHasCompetitions } from './CreateSeasonGate';
import { SeasonInputs } from './SeasonInputs';

/** Without a competition, nothing to save: the form is disabled and says why. */
export function SeasonCreate() {
  const hasCompetitions = useHasCompetitions();
  return (
    <PessimisticCreate failureMessage="resources.seasons.createFailed">
      {hasCompetitions === false && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
          <NeedsCompetitionHint />
        </Alert>
      )}
      <SimpleForm disabled={hasCompetitions === false} resolver={schemaResolver(seasonSchema)}>
        <SeasonInputs />
      </SimpleForm>
    </PessimisticCreate>
  );
}
