import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Button, LinkBase, useTranslate } from 'react-admin';
import { formatUtcDate, formatUtcTime } from '../../lib/utcDateTime';
import { fixPath, type SeasonDistribution } from './distribution';

type ListedMatch = SeasonDistribution['matchesWithNoGroup'][number];

/** A table of misplaced matches, each with a Fix link to it in Manage Matches; nothing when empty. */
export function ProblemMatches({
  heading,
  matches,
  showProblem = false,
}: {
  heading: string;
  matches: ListedMatch[];
  showProblem?: boolean;
}) {
  const translate = useTranslate();
  if (matches.length === 0) return null;
  return (
    <section aria-label={heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {heading} ({matches.length})
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.distribution.match')}</TableCell>
              <TableCell>{translate('app.distribution.kickOff')}</TableCell>
              <TableCell>{translate('app.distribution.group')}</TableCell>
              {showProblem && <TableCell>{translate('app.distribution.problem')}</TableCell>}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {matches.map((match) => (
              <TableRow key={match.id}>
                <TableCell>
                  {match.homeTeam.name} v {match.awayTeam.name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatUtcDate(match.matchDate)} {formatUtcTime(match.matchDate)}
                </TableCell>
                <TableCell>
                  {match.matchGroup?.name ?? translate('app.distribution.noGroup')}
                </TableCell>
                {showProblem && <TableCell>{match.problem}</TableCell>}
                <TableCell align="right">
                  <Button
                    component={LinkBase}
                    to={fixPath(match.id)}
                    label="app.distribution.fix"
                    aria-label={translate('app.distribution.fixLabel', {
                      home: match.homeTeam.name,
                      away: match.awayTeam.name,
                    })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
