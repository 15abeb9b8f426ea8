import { useState } from 'react';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import {
  Button,
  Form,
  NumberInput,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { hasKickedOff, isLive } from '@predictor/contracts/rules';
import { matchResultSchema } from '@predictor/contracts/schemas';
import type { AdminMatch } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../dataProvider';
import { useFailureNotify, type ApiErrorBody } from '../../lib/errors';
import { schemaResolver } from '../../lib/schemaResolver';
import { FailureBanner } from '../../lib/FailureBanner';

type ResultValues = {
  homeGoals: number | null;
  awayGoals: number | null;
  beforeKickOff?: boolean;
  inPlay?: boolean;
};

/**
 * The dialog's form: both goal counts, labelled by the teams, checked by the result's schema. For a
 * match that has not kicked off it offers "Record a result before kick-off" (e.g. an awarded match),
 * without which the API refuses the result; the refusal shows beside the tick. For a match that has
 * kicked off it offers "Live score" instead (ticked while the match has a live score): the score is
 * saved as the match's live score, the match stays in play; unticked it is the final result.
 */
export function SetResultForm({
  match,
  onSubmit,
  onCancel,
  pending,
}: {
  match: AdminMatch;
  onSubmit: (values: ResultValues) => Promise<Record<string, string> | void>;
  onCancel: () => void;
  pending?: boolean;
}) {
  const translate = useTranslate();
  const early = !hasKickedOff(match);
  const [ticked, setTicked] = useState(false);
  // Ticked while the match has a live score: the next goal is one more live score.
  const [inPlay, setInPlay] = useState(isLive(match));
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setRefusal(null);
    const errors = await onSubmit({
      ...(values as ResultValues),
      ...(early && ticked && { beforeKickOff: true }),
      ...(!early && inPlay && { inPlay: true }),
    });
    if (!errors) return;
    const { beforeKickOff, ...fields } = errors;
    setRefusal(beforeKickOff ?? null);
    return fields;
  };
  return (
    <Form
      record={{ homeGoals: match.homeGoals, awayGoals: match.awayGoals }}
      resolver={schemaResolver(matchResultSchema)}
      onSubmit={submit}
      noValidate
    >
      <DialogContent>
        <FailureBanner inDialog />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {match.homeTeam.name} v {match.awayTeam.name}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <NumberInput
            source="homeGoals"
            label={match.homeTeam.name}
            min={0}
            step={1}
            helperText="resources.matches.fields.homeGoals"
          />
          <NumberInput
            source="awayGoals"
            label={match.awayTeam.name}
            min={0}
            step={1}
            helperText="resources.matches.fields.awayGoals"
          />
        </Stack>
        {!early && (
          <>
            <FormControlLabel
              label={translate('resources.matches.liveScore')}
              control={
                <Checkbox
                  checked={inPlay}
                  onChange={(event) => setInPlay(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `live-score-${match.id}` } }}
                />
              }
            />
            <FormHelperText id={`live-score-${match.id}`}>
              {translate('resources.matches.liveScoreHelp')}
            </FormHelperText>
          </>
        )}
        {early && (
          <>
            <FormControlLabel
              label={translate('resources.matches.recordBeforeKickOff')}
              control={
                <Checkbox
                  checked={ticked}
                  onChange={(event) => {
                    setTicked(event.target.checked);
                    setRefusal(null);
                  }}
                  slotProps={{ input: { 'aria-describedby': `before-kick-off-${match.id}` } }}
                />
              }
            />
            <FormHelperText
              id={`before-kick-off-${match.id}`}
              error={!!refusal}
              role={refusal ? 'alert' : undefined}
            >
              {refusal ?? translate('resources.matches.beforeKickOffHelp')}
            </FormHelperText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onCancel} disabled={pending} />
        <SaveButton label={translate('resources.matches.setResult')} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/** Row action: Set Result in a dialog; POST /admin/matches/{id}/result, then the list refreshes. */
export function SetResultButton() {
  const match = useRecordContext<AdminMatch>();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!match) return null;
  const submit = async (values: ResultValues) => {
    setPending(true);
    try {
      await dataProvider.setMatchResult(match.id, {
        homeGoals: Number(values.homeGoals),
        awayGoals: Number(values.awayGoals),
        ...(values.beforeKickOff && { beforeKickOff: true }),
        ...(values.inPlay && { inPlay: true }),
      });
      setOpen(false);
      notify(values.inPlay ? 'resources.matches.liveScoreSaved' : 'resources.matches.resultSaved', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notifyFailure(translate('resources.matches.resultFailed'))(error);
      // The server's field errors, beside their inputs.
      return (error as { body?: ApiErrorBody }).body?.errors;
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="resources.matches.setResult" onClick={() => setOpen(true)}>
        <ScoreboardIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !pending && setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby={`set-result-${match.id}`}
      >
        <DialogTitle id={`set-result-${match.id}`}>
          {translate('resources.matches.setResultTitle')}
        </DialogTitle>
        {open && (
          <SetResultForm
            match={match}
            onSubmit={submit}
            onCancel={() => setOpen(false)}
            pending={pending}
          />
        )}
      </Dialog>
    </>
  );
}
