import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultsSaved } from '@predictor/contracts/types';

/** After a save: how many matches were saved, and what each scored (corrections said so). */
export function SaveSummary({ saved }: { saved: ResultsSaved }) {
  const translate = useTranslate();
  const names = new Map(
    saved.matches.map((m) => [m.id, `${m.homeTeam.name} v ${m.awayTeam.name}`]),
  );
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{translate('app.results.saved', { smart_count: saved.updated })}</AlertTitle>
      <List dense disablePadding>
        {saved.outcomes.map((o) => (
          <ListItem key={o.matchId} disableGutters sx={{ py: 0 }}>
            {translate(o.correction ? 'app.results.correctionLine' : 'app.results.savedLine', {
              match: names.get(o.matchId),
              status: translate(`resources.matches.statuses.${o.status}`),
              scored: o.scored,
              withPoints: o.withPoints,
            })}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
