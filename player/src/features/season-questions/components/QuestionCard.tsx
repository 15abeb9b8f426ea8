import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { formatPoints } from '@predictor/contracts/rules';
import { errorMessage, ApiError } from '../../../lib/api';
import { formatMatchTime, useTimeChoice } from '../../../lib/dates';
import { useSaveSeasonAnswer, type SeasonQuestion, type SeasonTeam } from '../api';
import { TeamPicker } from './TeamPicker';

const teamWord = (n: number) => (n === 1 ? 'team' : 'teams');

/** Open on the API's word and on this browser's clock, so the card locks at its deadline without a reload. */
function useOpen(question: SeasonQuestion): boolean {
  const closesIn = new Date(question.deadline).getTime() - Date.now();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!question.open || closesIn <= 0 || closesIn > 24 * 3600_000) return;
    const timer = setTimeout(() => tick((n) => n + 1), closesIn + 50);
    return () => clearTimeout(timer);
  }, [question.open, closesIn]);
  return question.open && closesIn > 0;
}

/** Names of the teams, in the order given. */
const namesOf = (ids: number[] | null, teams: Map<number, SeasonTeam>) =>
  (ids ?? []).map((id) => teams.get(id)?.name ?? 'Unknown team').join(', ');

/**
 * One season question: its points and deadline; while open, the player's pick(s) and Save; once
 * locked, their picks, the answer and points when set, and how many players picked each team.
 */
export function QuestionCard({
  question,
  seasonId,
  teams,
  signedIn,
}: {
  question: SeasonQuestion;
  seasonId: number;
  teams: SeasonTeam[];
  signedIn: boolean;
}) {
  const open = useOpen(question);
  const time = useTimeChoice();
  const byId = new Map(teams.map((team) => [team.id, team]));
  const [draft, setDraft] = useState<number[]>(question.myTeamIds ?? []);
  const save = useSaveSeasonAnswer(seasonId, question.id);
  const saved = question.myTeamIds ?? [];
  const changed = draft.length !== saved.length || draft.some((id, i) => id !== saved[i]);
  const complete = draft.length === question.picks;
  const headingId = `question-${question.id}`;
  const fieldError = save.error instanceof ApiError ? save.error.errors?.teamIds : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: '1 1 12rem' }}>
          {question.text}
        </Typography>
        {open ? null : (
          <Chip icon={<LockIcon />} label="Answers locked" size="small" variant="outlined" />
        )}
      </Stack>
      <Typography color="text.secondary" variant="body2">
        {question.picks === 1
          ? `Pick 1 team · ${formatPoints(question.points)} if right`
          : `Pick ${question.picks} teams · ${formatPoints(question.points)} for each correct team`}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {open ? 'Closes' : 'Closed'} {formatMatchTime(question.deadline, time)}
      </Typography>

      {open && signedIn && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (complete && changed) save.mutate({ teamIds: draft });
          }}
        >
          <TeamPicker
            teams={teams}
            picks={question.picks}
            value={draft}
            onChange={(ids) => {
              save.reset();
              setDraft(ids);
            }}
            label={question.picks === 1 ? 'Your pick' : 'Your picks'}
            helperText={
              fieldError ??
              (question.picks === 1
                ? 'Choose one team'
                : `Choose ${question.picks} teams (${draft.length} of ${question.picks})`)
            }
            error={!!fieldError}
          />
          <Stack direction="row" sx={{ mt: 1.5, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!complete || !changed || save.isPending}
            >
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Typography role="status" variant="body2" color="text.secondary">
              {save.isSuccess && !changed
                ? 'Saved'
                : saved.length > 0 && !changed
                  ? 'Your pick is saved'
                  : ''}
            </Typography>
          </Stack>
          {save.isError && !fieldError && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {errorMessage(save.error, 'Your pick could not be saved. Please try again.')}
            </Alert>
          )}
        </Box>
      )}

      {!open && (
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="body2">
            {question.myTeamIds
              ? `Your ${question.picks === 1 ? 'pick' : 'picks'}: ${namesOf(question.myTeamIds, byId)}`
              : signedIn
                ? 'You made no pick.'
                : ''}
          </Typography>
          {question.answerTeamIds ? (
            <>
              <Typography variant="body2">
                Answer: <strong>{namesOf(question.answerTeamIds, byId)}</strong>
              </Typography>
              {question.myPoints !== null && (
                <Chip
                  label={`You won ${formatPoints(question.myPoints)}`}
                  color={question.myPoints > 0 ? 'success' : 'default'}
                  size="small"
                  sx={{ alignSelf: 'flex-start', mt: 0.5 }}
                />
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Points are given once the answer is known.
            </Typography>
          )}
          {question.pickCounts && question.pickCounts.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h3">
                Players' picks ({question.answers} {question.answers === 1 ? 'player' : 'players'})
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {question.pickCounts.slice(0, 5).map((pick) => (
                  <Typography component="li" variant="body2" key={pick.teamId}>
                    {byId.get(pick.teamId)?.name ?? 'Unknown team'}: {pick.count}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
      )}
      {open && !signedIn && (
        <Typography variant="body2" color="text.secondary">
          {question.answers} {question.answers === 1 ? 'player has' : 'players have'} answered.{' '}
          Picks stay hidden until the deadline. ({question.picks} {teamWord(question.picks)} to
          pick)
        </Typography>
      )}
    </Paper>
  );
}
