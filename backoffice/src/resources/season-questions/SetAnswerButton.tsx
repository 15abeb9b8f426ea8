import { useEffect, useState } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminSeasonQuestion, SeasonQuestions, SeasonTeam } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';

/** The server's message of a refused request (react-admin's HttpError carries the body). */
const messageOf = (error: unknown, fallback: string) =>
  (error as { body?: { message?: string } })?.body?.message ?? fallback;

/**
 * Set answer: the right teams of the season, confirmed with what saving does (scores every player's
 * picks into the season table; a later change re-scores); or take the answer back.
 */
export function SetAnswerButton() {
  const record = useRecordContext<AdminSeasonQuestion>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [teams, setTeams] = useState<SeasonTeam[]>([]);
  const [chosen, setChosen] = useState<SeasonTeam[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = (key: string, options?: object) =>
    translate(`resources.season-questions.${key}`, options);

  useEffect(() => {
    if (!open || !record) return;
    void httpClient(`/api/seasons/${record.seasonId}/questions`).then(({ json }) => {
      const list = (json as SeasonQuestions).teams;
      setTeams(list);
      setChosen(list.filter((team) => record.answerTeamIds?.includes(team.id)));
    });
  }, [open, record]);

  if (!record) return null;
  const send = async (teamIds: number[] | null) => {
    setPending(true);
    setFailure(null);
    try {
      await httpClient(`${API_URL}/season-questions/${record.id}/answer`, {
        method: 'POST',
        body: JSON.stringify({ teamIds }),
      });
      notify(t(teamIds ? 'answerSaved' : 'answerCleared'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      setFailure(messageOf(error, t('answerFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        startIcon={<FactCheckIcon />}
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ mt: 1 }}
      >
        {t('setAnswer')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="set-answer-title"
      >
        <DialogTitle id="set-answer-title">{t('answerTitle', { text: record.text })}</DialogTitle>
        <DialogContent>
          <Autocomplete<SeasonTeam, true>
            multiple
            options={teams}
            value={chosen}
            loading={teams.length === 0}
            getOptionLabel={(team) => team.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterSelectedOptions
            onChange={(_, list) => setChosen(list)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('answerTeams')}
                helperText={t('answerHelp')}
                margin="normal"
              />
            )}
          />
          <DialogContentText sx={{ mt: 1 }}>
            {t('confirmScore', { points: record.points })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          {record.answerTeamIds && (
            <Button color="warning" disabled={pending} onClick={() => void send(null)}>
              {t('clearAnswer')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={pending || chosen.length === 0}
            onClick={() => void send(chosen.map((team) => team.id))}
          >
            {t('saveAndScore')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
