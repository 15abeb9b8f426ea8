import { Box, Button, Stack, Typography } from '@mui/material';
import type { Match } from '../api';
import type { Draft } from '../lib/drafts';
import type { PredictionDrafts } from '../usePredictionDrafts';
import { BankerToggle } from './BankerToggle';

type Actions = Pick<PredictionDrafts, 'toggleBanker' | 'reset' | 'submit'>;

/**
 * The buttons under an open card: the banker toggle (a match in a match week only), then
 * 'Saving…' while a save runs, Reset and Update Prediction for an edited saved prediction, or
 * Submit Prediction for a new one — none while the auto-submit countdown runs.
 */
export function PredictionActions({
  match,
  values,
  hasSaved,
  dirty,
  saving,
  counting,
  actions,
}: {
  match: Match;
  values: Draft;
  hasSaved: boolean;
  dirty: boolean;
  saving: boolean;
  counting: boolean;
  actions: Actions;
}) {
  const idle = !saving && !counting;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 'auto', minHeight: 32 }}
    >
      {match.matchGroup && (
        <BankerToggle
          on={values.isBanker}
          disabled={saving}
          onToggle={() => actions.toggleBanker(match)}
        />
      )}
      <Box sx={{ flex: 1 }} />
      {saving && (
        <Typography variant="body2" role="status">
          Saving…
        </Typography>
      )}
      {idle && dirty && hasSaved && (
        <>
          <Button size="small" color="inherit" onClick={() => actions.reset(match)}>
            Reset
          </Button>
          <Button size="small" variant="contained" onClick={() => actions.submit(match)}>
            Update Prediction
          </Button>
        </>
      )}
      {idle && dirty && !hasSaved && (
        <Button size="small" variant="contained" onClick={() => actions.submit(match)}>
          Submit Prediction
        </Button>
      )}
    </Stack>
  );
}
