import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@predictor/contracts/messages';
import { ScoreStepper } from '../../../components/ScoreStepper';
import { ApiError, errorMessage } from '../../../lib/api';
import {
  ownPredictionsQuery,
  rowError,
  SAVE_FALLBACK,
  toOwnPrediction,
  useSavePredictions,
  type Match,
} from '../api';
import { bankerChoice, bankerStuckMessage } from '../lib/banker';
import {
  isOpen,
  planSave,
  requestMatches,
  sameAsSaved,
  toRow,
  valuesOf,
  type Draft,
} from '../lib/drafts';
import type { Side } from '../usePredictionDrafts';
import { BankerMoveDialog } from './BankerMoveDialog';
import { BankerToggle } from './BankerToggle';

/**
 * Make or edit the prediction of an open match (spec §5: the match page's two messages), with the
 * season page's banker star: moving the week's banker asks first, and on a saved prediction with
 * no other edit the banker is saved at once, as on the season page's cards.
 */
export function PredictionForm({ match, viewer }: { match: Match; viewer: number }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const [move, setMove] = useState<{ from: Match; to: Match } | null>(null);
  const save = useSavePredictions();
  const saved = match.userPrediction;
  const values = draft ?? valuesOf(match, undefined);
  // The week's other predictions: placing the banker here moves it off them in one batch.
  const own = useQuery({
    ...ownPredictionsQuery({ season: match.season.id }),
    enabled: !!match.matchGroup && viewer > 0,
  });
  const weekMatches = useMemo(
    () => [
      match,
      ...(own.data ?? [])
        .filter((p) => p.match.id !== match.id)
        .map((p) => ({ ...p.match, userPrediction: toOwnPrediction(p) })),
    ],
    [match, own.data],
  );

  const change = (next: Draft) => {
    setSavedNote(false);
    setError(null);
    setDraft(sameAsSaved(match, next) ? null : next);
  };

  const submit = async (toSend: Draft) => {
    setSavedNote(false);
    if (!isOpen(match)) return setError(MESSAGES.predictionsClosed);
    const row = toRow(match.id, toSend);
    if (!row) return setError(MESSAGES.scoresEmptyOrNegative);
    const request = planSave([row], weekMatches);
    setError(null);
    try {
      await save.mutateAsync(request);
      setDraft(null);
      setSavedNote(true);
    } catch (err) {
      const index = requestMatches(request).indexOf(match.id);
      const reason = err instanceof ApiError ? rowError(err.errors, index) : undefined;
      setError(reason ?? errorMessage(err, SAVE_FALLBACK[request.kind]));
    }
  };

  const setBanker = (on: boolean) => {
    const next = { ...values, isBanker: on };
    if (saved && !draft) void submit(next);
    else change(next);
  };

  const toggleBanker = () => {
    const choice = bankerChoice(match, weekMatches, draft ? { [match.id]: draft } : {});
    if (choice.kind === 'move') setMove({ from: choice.from, to: match });
    else if (choice.kind === 'stuck') setError(bankerStuckMessage(choice.holder));
    else setBanker(!values.isBanker);
  };

  const stepper = (side: Side) => (
    <ScoreStepper
      teamName={side === 'home' ? match.homeTeam.name : match.awayTeam.name}
      value={values[side]}
      disabled={save.isPending}
      onChange={(value) => change({ ...values, [side]: value })}
    />
  );

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(values);
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}
      >
        <Typography variant="h6" component="h2">
          {saved ? 'Your prediction' : 'Make your prediction'}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          {stepper('home')}
          <Typography aria-hidden sx={{ fontWeight: 700 }}>
            –
          </Typography>
          {stepper('away')}
        </Stack>
        {match.matchGroup && (
          <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
            <BankerToggle
              on={values.isBanker}
              disabled={save.isPending || own.isPending}
              onToggle={toggleBanker}
            />
            <Typography variant="caption" color="text.secondary">
              Double points if correct, −1 if wrong
            </Typography>
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {error}
          </Alert>
        )}
        {savedNote && (
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            Prediction saved
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          {saved && draft && (
            <Button color="inherit" onClick={() => change(valuesOf(match, undefined))}>
              Reset
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || (!!saved && !draft)}
          >
            {saved ? 'Update Prediction' : 'Submit Prediction'}
          </Button>
        </Stack>
      </Box>
      <BankerMoveDialog
        move={move}
        onMove={() => {
          setMove(null);
          setBanker(true);
        }}
        onCancel={() => setMove(null)}
      />
    </>
  );
}
