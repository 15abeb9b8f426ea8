import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatUtcDate, formatUtcTime } from '../../lib/utcDateTime';
import type { FixtureOutcome, FixtureReport } from '@predictor/contracts/types';
import type { OutcomeCounts } from './preview';

type Row = FixtureReport['rows'][number];

/** The chip colour of each outcome. */
const TONE: Record<FixtureOutcome, 'success' | 'info' | 'default' | 'error'> = {
  new: 'success',
  changed: 'info',
  unchanged: 'default',
  error: 'error',
};

/** The dry run's counts: rows, then each outcome. */
function Summary({ rows, counts }: { rows: number; counts: OutcomeCounts }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
        {translate('app.fixtureImport.previewTitle')}
      </Typography>
      <Chip label={translate('app.fixtureImport.summary', { count: rows, smart_count: rows })} />
      {(Object.keys(TONE) as FixtureOutcome[]).map((outcome) => (
        <Chip
          key={outcome}
          variant="outlined"
          color={counts[outcome] ? TONE[outcome] : 'default'}
          label={translate(`app.fixtureImport.count.${outcome}`, { count: counts[outcome] })}
        />
      ))}
    </Stack>
  );
}

/** Kick-off as the API read it, else the cells as typed. */
function kickOff(row: Row) {
  return row.matchDate
    ? `${formatUtcDate(row.matchDate)} ${formatUtcTime(row.matchDate)}`
    : `${row.date} ${row.time}`.trim();
}

/** The row's outcome chip, then what changes or every reason it cannot be imported. */
function Outcome({ row }: { row: Row }) {
  const translate = useTranslate();
  const notes = row.outcome === 'error' ? row.problems : row.changes;
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={TONE[row.outcome]}
        label={translate(`app.fixtureImport.outcome.${row.outcome}`)}
      />
      {notes.map((note) => (
        <Typography
          key={note}
          variant="body2"
          color={row.outcome === 'error' ? 'error' : 'text.secondary'}
        >
          {note}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The dry-run preview: counts, then one table row per CSV row with its outcome (New, Changed with
 * what changes, Unchanged, or Error with every reason). Row numbers count data rows as the API
 * numbers them (the header and blank lines are not rows).
 */
export function FixturePreview({
  preview,
  counts,
}: {
  preview: FixtureReport;
  counts: OutcomeCounts;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.fixtureImport.${key}`);
  return (
    <Stack sx={{ gap: 2 }}>
      <Summary rows={preview.rows.length} counts={counts} />
      {counts.error > 0 && <Alert severity="error">{t('fixErrors')}</Alert>}
      {/* Outcome second: on a phone the table scrolls sideways and the outcome stays in view. */}
      <TableContainer>
        <Table size="small" aria-label={t('previewTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('row')}</TableCell>
              <TableCell>{t('outcomeHeading')}</TableCell>
              <TableCell>{t('kickOff')}</TableCell>
              <TableCell>{t('home')}</TableCell>
              <TableCell>{t('away')}</TableCell>
              <TableCell>{t('matchWeek')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.row}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Outcome row={row} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{kickOff(row)}</TableCell>
                <TableCell>{row.homeTeam?.name ?? row.home}</TableCell>
                <TableCell>{row.awayTeam?.name ?? row.away}</TableCell>
                <TableCell>{row.matchWeek}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
