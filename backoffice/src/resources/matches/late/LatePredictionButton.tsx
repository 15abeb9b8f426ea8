import { useId, useState } from 'react';
import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  LATE_PREDICTION_MESSAGES as M,
  LATE_PREDICTION_REASON_MAX_LENGTH,
} from '@predictor/contracts/admin';
import { USER_SEARCH_MIN_LENGTH } from '@predictor/contracts/constants';
import { takesLatePrediction } from '@predictor/contracts/rules';
import type { AdminMatch } from '@predictor/contracts/types';
import { failureMessage, type ApiErrorBody } from '../../../lib/errors';
import { useUserSearch } from '../../../lib/useUserSearch';
import type { UserSearchResult } from '../../users/dataProvider';
import { CurrentPredictionNotice, useCurrentPrediction } from './CurrentPredictionNotice';
import {
  enterLatePrediction,
  lateDraftErrors,
  REPLACE_TEXTS,
  savedMessage,
  type LateDraft,
} from './latePrediction';

const EMPTY: LateDraft = { userId: null, homeGoals: '', awayGoals: '', reason: '' };

function LatePredictionDialog({ match, onClose }: { match: AdminMatch; onClose: () => void }) {
  const ids = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<LateDraft>(EMPTY);
  const [player, setPlayer] = useState<UserSearchResult | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const search = useUserSearch(player ? '' : text);
  const current = useCurrentPrediction(match.id, draft.userId);
  const [replaceConfirmed, setReplaceConfirmed] = useState(false);
  const replaces = current.state === 'ready' && current.prediction !== null;
  // A field's error goes as soon as it is changed.
  const set = (field: keyof LateDraft, value: string | number | null) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = lateDraftErrors(draft);
    if (replaces && !replaceConfirmed) problems.replace = REPLACE_TEXTS.confirmRequired;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0 || draft.userId === null) return;
    // Nothing is sent until the player's current prediction is known (and, if any, confirmed).
    if (current.state !== 'ready') return;
    setSending(true);
    try {
      const result = await enterLatePrediction(match.id, draft.userId, {
        homeGoals: Number(draft.homeGoals),
        awayGoals: Number(draft.awayGoals),
        reason: draft.reason.trim(),
      });
      notify(savedMessage(result), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      setErrors((error as { body?: ApiErrorBody }).body?.errors ?? {});
      setFailure(failureMessage(error, M.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${ids}-title`}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${ids}-title`}>Enter a late prediction</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {match.homeTeam.name} v {match.awayTeam.name}. Predictions have closed: enter or
              correct a player&apos;s prediction. It is marked as entered by an admin, kept in the
              audit log with the reason, and scored if the match has its result.
            </Typography>
            {failure && (
              <Alert severity="error" onClose={() => setFailure(null)}>
                {failure}
              </Alert>
            )}
            <Autocomplete
              options={search.users}
              value={player}
              loading={search.loading}
              filterOptions={(options) => options}
              getOptionLabel={(user) => user.teamName}
              renderOption={({ key, ...props }, user) => (
                <li key={key} {...props}>
                  <Box>
                    <Typography variant="body2">{user.teamName}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {user.email}
                    </Typography>
                  </Box>
                </li>
              )}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, user) => {
                setPlayer(user);
                set('userId', user?.id ?? null);
                setReplaceConfirmed(false);
                setErrors(({ replace: _gone, ...rest }) => rest);
              }}
              inputValue={text}
              onInputChange={(_, value) => setText(value)}
              noOptionsText={
                text.trim().length < USER_SEARCH_MIN_LENGTH
                  ? `Type at least ${USER_SEARCH_MIN_LENGTH} characters`
                  : search.failed
                    ? 'Search failed'
                    : 'No users found'
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Player"
                  required
                  error={!!errors.userId}
                  helperText={errors.userId ?? player?.email ?? 'Search by team name or e-mail'}
                  slotProps={{
                    ...params.slotProps,
                    input: {
                      ...params.slotProps.input,
                      endAdornment: (
                        <>
                          {search.loading && <CircularProgress size={18} />}
                          {params.slotProps.input.endAdornment}
                        </>
                      ),
                    },
                  }}
                />
              )}
            />
            <CurrentPredictionNotice
              current={current}
              confirmed={replaceConfirmed}
              onConfirm={(checked) => {
                setReplaceConfirmed(checked);
                setErrors(({ replace: _gone, ...rest }) => rest);
              }}
              error={errors.replace}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <TextField
                label={match.homeTeam.name}
                required
                value={draft.homeGoals}
                onChange={(e) => set('homeGoals', e.target.value)}
                error={!!errors.homeGoals}
                helperText={errors.homeGoals ?? 'Home goals'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
              <TextField
                label={match.awayTeam.name}
                required
                value={draft.awayGoals}
                onChange={(e) => set('awayGoals', e.target.value)}
                error={!!errors.awayGoals}
                helperText={errors.awayGoals ?? 'Away goals'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Reason"
              required
              multiline
              minRows={2}
              value={draft.reason}
              onChange={(e) => set('reason', e.target.value)}
              error={!!errors.reason}
              helperText={
                errors.reason ?? `${draft.reason.length}/${LATE_PREDICTION_REASON_MAX_LENGTH}`
              }
              slotProps={{ htmlInput: { maxLength: LATE_PREDICTION_REASON_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending || current.state === 'loading' || current.state === 'failed'}
          >
            {sending ? 'Saving...' : replaces ? 'Replace prediction' : 'Save prediction'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** On a closed match: enter or correct a player's prediction after the deadline (admins only). */
export function LatePredictionButton() {
  const match = useRecordContext<AdminMatch>();
  const [open, setOpen] = useState(false);
  if (!match || !takesLatePrediction(match, new Date())) return null;
  return (
    <>
      <Button startIcon={<EditNoteIcon />} onClick={() => setOpen(true)} size="small">
        Late prediction
      </Button>
      {open && <LatePredictionDialog match={match} onClose={() => setOpen(false)} />}
    </>
  );
}
