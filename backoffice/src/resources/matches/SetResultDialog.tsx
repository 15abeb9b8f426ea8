import { useState } from 'react';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { matchResultSchema } from '@predictor/contracts/schemas';
import type { AdminMatch } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../dataProvider';
import { useFailureNotify, type ApiErrorBody } from '../../lib/errors';
import { schemaResolver } from '../../lib/schemaResolver';

type ResultValues = { homeGoals: number | null; awayGoals: number | null };

/** The dialog's form: both goal counts, labelled by the teams, checked by the result's schema. */
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
  return (
    <Form
      record={{ homeGoals: match.homeGoals, awayGoals: match.awayGoals }}
      resolver={schemaResolver(matchResultSchema)}
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as ResultValues)}
      noValidate
    >
      <DialogContent>
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
      });
      setOpen(false);
      notify('resources.matches.resultSaved', { type: 'success' });
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
