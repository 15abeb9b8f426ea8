import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { AdminMatch, BulkResultRow, ResultsSaved } from '@predictor/contracts/types';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { failureMessage } from '../../lib/errors';
import { resultsApi } from './api';
import { ResultsGrid } from './ResultsGrid';
import { buildPayload, isChanged, mapRowErrors, toRow, type ResultRow } from './rows';

type Props = {
  weekName: string;
  matches: AdminMatch[];
  outcomes: ResultsSaved['outcomes'];
  onSaved: (saved: ResultsSaved) => void;
  /** How many rows hold changes not saved, whenever that changes (0 when the grid goes). */
  onUnsavedChange: (count: number) => void;
};

type RefusedBody = { body?: { rows?: { index: number; message: string }[] } };

/**
 * One week's grid with its Save results (one bulk call for every changed row) and Discard changes.
 * Rows the API (or the same rules here) refuse are marked with the reason; then nothing is saved.
 */
export function WeekResults({ weekName, matches, outcomes, onSaved, onUnsavedChange }: Props) {
  const translate = useTranslate();
  const [rows, setRows] = useState<ResultRow[]>(() => matches.map(toRow));
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (results: BulkResultRow[]) => resultsApi.save(results),
    onSuccess: onSaved,
    onError: (error, sent) => {
      const refused = (error as RefusedBody).body?.rows;
      setProblems(refused ? mapRowErrors(sent, refused) : new Map());
      setFailure(failureMessage(error, translate('app.results.saveFailed')));
    },
  });
  const changed = rows.filter(isChanged).length;
  useLeaveWarning(changed > 0);
  useEffect(() => {
    onUnsavedChange(changed);
  }, [changed, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange(0), [onUnsavedChange]);

  function onSave() {
    const { results, problems: found } = buildPayload(rows);
    setProblems(found);
    if (found.size) {
      setFailure(translate('app.results.fixRows'));
      return;
    }
    setFailure(null);
    save.mutate(results);
  }

  function onDiscard() {
    setRows(matches.map(toRow));
    setProblems(new Map());
    setFailure(null);
  }

  const byId = new Map(outcomes.map((o) => [o.matchId, o]));
  return (
    <Stack spacing={2}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {/* Inline-size containment: the grid takes the page's width and scrolls inside it, never widening the layout. */}
      <Box sx={{ width: '100%', contain: 'inline-size' }}>
        <ResultsGrid
          label={translate('app.results.grid', { week: weekName })}
          rows={rows}
          problems={problems}
          outcomes={byId}
          onRowChange={(row) => setRows((all) => all.map((r) => (r.id === row.id ? row : r)))}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={changed === 0 || save.isPending}
          onClick={onSave}
        >
          {translate('app.results.save')}
        </Button>
        <Button
          startIcon={<UndoIcon />}
          disabled={changed === 0 || save.isPending}
          onClick={onDiscard}
        >
          {translate('app.results.discard')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('app.results.changedCount', { smart_count: changed })}
        </Typography>
      </Stack>
    </Stack>
  );
}
