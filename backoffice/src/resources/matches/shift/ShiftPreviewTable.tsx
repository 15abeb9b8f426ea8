import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatUtcDate, formatUtcTime } from '../../../lib/utcDateTime';
import type { ShiftPreviewRow } from './shift';

const when = (iso: string) => `${formatUtcDate(iso)} ${formatUtcTime(iso)}`;

/** "before → after" of one instant; only "before" until a valid amount is entered. */
function Change({ value, moved }: { value: { before: string; after: string }; moved: boolean }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2" color={moved ? 'text.secondary' : undefined}>
        {when(value.before)}
      </Typography>
      {moved && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          → {when(value.after)}
        </Typography>
      )}
    </TableCell>
  );
}

/** The selected matches' kick-off and predictions close, before → after the shift. */
export function ShiftPreviewTable({ rows, moved }: { rows: ShiftPreviewRow[]; moved: boolean }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.shift.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.shift.match')}</TableCell>
            <TableCell>{translate('app.shift.kickOff')}</TableCell>
            <TableCell>{translate('app.shift.predictionsClose')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.label}</TableCell>
              <Change value={row.kickOff} moved={moved} />
              <Change value={row.predictionsClose} moved={moved} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
