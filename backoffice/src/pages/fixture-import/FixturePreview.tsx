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
import type { FixtureDryRun, FixtureImportRow } from './dataProvider';

/** The dry run's counts: rows, new, with errors. */
function Summary({ preview }: { preview: FixtureDryRun }) {
  const translate = useTranslate();
  const count = preview.rows.length;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
        {translate('app.fixtureImport.previewTitle')}
      </Typography>
      <Chip label={translate('app.fixtureImport.summary', { count, smart_count: count })} />
      <Chip
        color="success"
        variant="outlined"
        label={translate('app.fixtureImport.newCount', { count: preview.valid })}
      />
      <Chip
        color={preview.invalid ? 'error' : 'default'}
        variant="outlined"
        label={translate('app.fixtureImport.errorCount', { count: preview.invalid })}
      />
    </Stack>
  );
}

/** Kick-off as the API read it, else the cells as typed. */
function kickOff(row: FixtureImportRow) {
  return row.matchDate
    ? `${formatUtcDate(row.matchDate)} ${formatUtcTime(row.matchDate)}`
    : `${row.date} ${row.time}`.trim();
}

function Outcome({ row }: { row: FixtureImportRow }) {
  const translate = useTranslate();
  if (row.problems.length === 0)
    return <Chip size="small" color="success" label={translate('app.fixtureImport.new')} />;
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Chip size="small" color="error" label={translate('app.fixtureImport.error')} />
      {row.problems.map((problem) => (
        <Typography key={problem} variant="body2" color="error">
          {problem}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The dry-run preview: counts, then one table row per CSV row with its outcome (New, or Error with
 * every reason). Row numbers count data rows (the header is not one).
 */
export function FixturePreview({ preview }: { preview: FixtureDryRun }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.fixtureImport.${key}`);
  return (
    <Stack sx={{ gap: 2 }}>
      <Summary preview={preview} />
      {preview.invalid > 0 && <Alert severity="error">{t('fixErrors')}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={t('previewTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('row')}</TableCell>
              <TableCell>{t('kickOff')}</TableCell>
              <TableCell>{t('home')}</TableCell>
              <TableCell>{t('away')}</TableCell>
              <TableCell>{t('matchWeek')}</TableCell>
              <TableCell>{t('outcome')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line - 1}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{kickOff(row)}</TableCell>
                <TableCell>{row.homeTeam?.name ?? row.home}</TableCell>
                <TableCell>{row.awayTeam?.name ?? row.away}</TableCell>
                <TableCell>{row.matchWeek}</TableCell>
                <TableCell>
                  <Outcome row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
