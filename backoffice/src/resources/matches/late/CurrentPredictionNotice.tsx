import { useEffect, useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import type { CurrentPrediction } from '@predictor/contracts/types';
import { currentPredictionText, fetchCurrentPrediction, REPLACE_TEXTS } from './latePrediction';

export type Current =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; prediction: CurrentPrediction['prediction'] };

/** The chosen player's prediction for the match, loaded again whenever another player is chosen. */
export function useCurrentPrediction(matchId: number, userId: number | null): Current {
  const [current, setCurrent] = useState<Current>({ state: 'idle' });
  useEffect(() => {
    if (userId === null) {
      setCurrent({ state: 'idle' });
      return;
    }
    let live = true;
    setCurrent({ state: 'loading' });
    fetchCurrentPrediction(matchId, userId).then(
      (prediction) => live && setCurrent({ state: 'ready', prediction }),
      () => live && setCurrent({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [matchId, userId]);
  return current;
}

/** What the chosen player already predicted, and the tick that confirms it will be replaced. */
export function CurrentPredictionNotice({
  current,
  confirmed,
  onConfirm,
  error,
}: {
  current: Current;
  confirmed: boolean;
  onConfirm: (checked: boolean) => void;
  error?: string;
}) {
  if (current.state === 'idle') return null;
  if (current.state === 'loading')
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {REPLACE_TEXTS.loading}
      </Typography>
    );
  if (current.state === 'failed') return <Alert severity="error">{REPLACE_TEXTS.failed}</Alert>;
  if (!current.prediction)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {REPLACE_TEXTS.none}
      </Typography>
    );
  return (
    <Alert severity="warning" role="status">
      <Box>{currentPredictionText(current.prediction)}</Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={confirmed}
            onChange={(e) => onConfirm(e.target.checked)}
            slotProps={{ input: { 'aria-invalid': !!error } }}
          />
        }
        label={REPLACE_TEXTS.confirm}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Alert>
  );
}
