import { useEffect, type KeyboardEvent } from 'react';
import {
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Tooltip,
  Typography,
  alpha,
  type Theme,
} from '@mui/material';
import {
  DataGrid,
  GridCellModes,
  GridEditInputCell,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRenderEditCellParams,
  type MuiEvent,
} from '@mui/x-data-grid';
import { useTranslate } from 'react-admin';
import type { ResultsSaved } from '@predictor/contracts/types';
import { formatUtcDate, formatUtcTime } from '../../lib/utcDateTime';
import {
  applyEdit,
  beforeKickOff,
  goalsError,
  isChanged,
  statusOptions,
  type ResultRow,
} from './rows';

type Outcome = ResultsSaved['outcomes'][number];
type Props = {
  label: string;
  rows: ResultRow[];
  problems: Map<number, string>;
  outcomes: Map<number, Outcome>;
  onRowChange: (row: ResultRow) => void;
};

/** The score cells, in the order Tab visits them (then the next row's first). */
const SCORE_FIELDS = ['homeGoals', 'awayGoals'] as const;

/**
 * A goal cell while typed: the Set Result rule marks it and says why in a tooltip; processRowUpdate
 * refuses to commit it. (Not preProcessEditCellProps: its asynchronous check makes the grid drop
 * commits when Tab follows a digit at typing speed, as the keyboard journey showed.)
 */
function GoalsEditCell(params: GridRenderEditCellParams<ResultRow>) {
  const message = goalsError(params.value);
  return (
    <Tooltip open={!!message} title={message ?? ''} placement="bottom-start" arrow>
      <GridEditInputCell {...params} inputProps={{ min: 0, step: 1, 'aria-invalid': !!message }} />
    </Tooltip>
  );
}

function goalsColumn(
  field: (typeof SCORE_FIELDS)[number],
  headerName: string,
): GridColDef<ResultRow> {
  return {
    field,
    headerName,
    type: 'number',
    editable: true,
    sortable: false,
    width: 105,
    renderEditCell: (params) => <GoalsEditCell {...params} />,
  };
}

/**
 * The week's spreadsheet: type a digit on a score cell to start editing; Tab commits and moves to
 * the next score (the away score moves to the next row's home score), Enter commits and moves
 * down. Changed rows are tinted and chipped; a row's problem is shown on it.
 */
export function ResultsGrid({ label, rows, problems, outcomes, onRowChange }: Props) {
  const translate = useTranslate();
  const apiRef = useGridApiRef();
  const firstId = rows[0]?.id;

  // The first score cell takes the focus so a week can be typed without the mouse.
  useEffect(() => {
    if (firstId !== undefined) apiRef.current?.setCellFocus(firstId, 'homeGoals');
  }, [apiRef, firstId]);

  const columns: GridColDef<ResultRow>[] = [
    {
      field: 'match',
      headerName: translate('app.results.match'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => `${row.home} v ${row.away}`,
    },
    {
      field: 'matchDate',
      headerName: translate('app.results.kickOff'),
      width: 130,
      sortable: false,
      valueFormatter: (value: string) => `${formatUtcDate(value)} ${formatUtcTime(value)}`,
    },
    goalsColumn('homeGoals', translate('app.results.home')),
    goalsColumn('awayGoals', translate('app.results.away')),
    {
      field: 'status',
      headerName: translate('app.results.status'),
      type: 'singleSelect',
      editable: true,
      sortable: false,
      width: 120,
      valueOptions: ({ row }) =>
        statusOptions(row?.saved.status ?? 'scheduled').map((value) => ({
          value,
          label: translate(`resources.matches.statuses.${value}`),
        })),
    },
    {
      // The tick a result before kick-off needs (e.g. an awarded match), offered only on such rows.
      field: 'beforeKickOff',
      headerName: translate('app.results.beforeKickOffColumn'),
      width: 200,
      sortable: false,
      renderCell: ({ row }) =>
        beforeKickOff(row) && (
          <FormControlLabel
            label={
              <Typography variant="body2">
                {translate('app.results.recordBeforeKickOff')}
              </Typography>
            }
            control={
              <Checkbox
                size="small"
                checked={row.beforeKickOff}
                onChange={(event) => onRowChange({ ...row, beforeKickOff: event.target.checked })}
              />
            }
          />
        ),
    },
    {
      field: 'state',
      headerName: translate('app.results.state'),
      minWidth: 120,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {isChanged(row) && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={translate('app.results.changed')}
            />
          )}
          {problems.has(row.id) && (
            <Typography variant="body2" color="error" role="alert">
              {problems.get(row.id)}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      field: 'scored',
      headerName: translate('app.results.scored'),
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => {
        const outcome = outcomes.get(row.id);
        if (!outcome) return null;
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{translate('app.results.scoredCell', outcome)}</Typography>
            {outcome.correction && (
              <Chip size="small" color="info" label={translate('app.results.correction')} />
            )}
          </Stack>
        );
      },
    },
  ];

  /** Tab and Shift+Tab walk the score cells only, across rows; the grid commits an edit first. */
  function onCellKeyDown(params: GridCellParams<ResultRow>, event: MuiEvent<KeyboardEvent>) {
    if (event.key !== 'Tab') return;
    const at = SCORE_FIELDS.indexOf(params.field as (typeof SCORE_FIELDS)[number]);
    if (at < 0) return;
    const api = apiRef.current;
    if (!api) return;
    const ids = rows.map((row) => row.id);
    const step = event.shiftKey ? -1 : 1;
    const flat = ids.indexOf(params.id as number) * SCORE_FIELDS.length + at + step;
    if (flat < 0 || flat >= ids.length * SCORE_FIELDS.length) return;
    event.preventDefault();
    event.defaultMuiPrevented = true;
    if (params.cellMode === GridCellModes.Edit) {
      if (goalsError(api.state.editRows[params.id]?.[params.field]?.value)) return;
      api.stopCellEditMode({ id: params.id, field: params.field });
    }
    const rowIndex = Math.floor(flat / SCORE_FIELDS.length);
    api.scrollToIndexes({ rowIndex });
    api.setCellFocus(ids[rowIndex], SCORE_FIELDS[flat % SCORE_FIELDS.length]);
  }

  return (
    <DataGrid
      apiRef={apiRef}
      aria-label={label}
      rows={rows}
      columns={columns}
      editMode="cell"
      processRowUpdate={(next: ResultRow, previous: ResultRow) => {
        const problem = goalsError(next.homeGoals) ?? goalsError(next.awayGoals);
        // Refused: the grid keeps the cell in edit mode, its tooltip saying why.
        if (problem) throw new Error(problem);
        const row = applyEdit(next, previous);
        onRowChange(row);
        return row;
      }}
      onProcessRowUpdateError={() => undefined}
      onCellKeyDown={onCellKeyDown}
      getRowClassName={({ row }) =>
        problems.has(row.id) ? 'row-problem' : isChanged(row) ? 'row-changed' : ''
      }
      getRowHeight={() => 'auto'}
      hideFooter
      disableColumnMenu
      disableRowSelectionOnClick
      sx={{
        '& .row-changed': { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.12) },
        '& .row-problem': { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.14) },
        '& .MuiDataGrid-cell': { py: 0.5 },
      }}
    />
  );
}
