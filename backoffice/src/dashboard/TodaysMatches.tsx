import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { DashboardActivity } from '@predictor/contracts/types';
import { formatUtcTime } from '../lib/utcDateTime';

type Today = DashboardActivity['today'];

/** Today's matches (UTC), each with its score or status; those still waiting for a result marked. */
export function TodaysMatches({ today }: { today: Today }) {
  const translate = useTranslate();
  if (today.total === 0)
    return (
      <Typography color="text.secondary">{translate('app.dashboard.noMatchesToday')}</Typography>
    );
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {translate('app.dashboard.todaySummary', {
          smart_count: today.total,
          count: today.total,
          awaiting: today.awaitingResult,
        })}
      </Typography>
      <List dense disablePadding aria-label={translate('app.dashboard.todaysMatches')}>
        {today.matches.map((match) => (
          <ListItem key={match.id} disableGutters divider>
            <ListItemText
              primary={
                <Link to={`/matches?highlight=${match.id}`}>
                  {match.homeTeam.name}{' '}
                  {match.homeGoals !== null && match.awayGoals !== null
                    ? `${match.homeGoals}–${match.awayGoals}`
                    : 'v'}{' '}
                  {match.awayTeam.name}
                </Link>
              }
              secondary={`${formatUtcTime(match.matchDate)} · ${match.season.name}`}
            />
            {match.awaitingResult && (
              <Chip
                size="small"
                color="error"
                variant="outlined"
                label={translate('app.dashboard.awaitingResult')}
              />
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}
