import { Alert } from '@mui/material';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useFailureNotify } from '../../lib/errors';
import { NeedsCompetitionHint, useHasCompetitions } from './CreateSeasonGate';
import { SeasonInputs } from './SeasonInputs';

/** Pessimistic, so the server's field errors land beside their inputs. Without a competition, nothing to save. */
export function SeasonCreate() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const hasCompetitions = useHasCompetitions();
  return (
    <Create
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate('resources.seasons.createFailed')) }}
    >
      {hasCompetitions === false && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
          <NeedsCompetitionHint />
        </Alert>
      )}
      <SimpleForm disabled={hasCompetitions === false}>
        <SeasonInputs />
      </SimpleForm>
    </Create>
  );
}
