import { Alert, Button } from '@mui/material';
import { Link, useTranslate, type Identifier } from 'react-admin';
import type { FixturesImported } from '@predictor/contracts/types';

/** The import's success: how many fixtures were created and moved, and a link to the season's matches. */
export function ImportedAlert({
  imported,
}: {
  imported: FixturesImported & { seasonId: Identifier; season: string };
}) {
  const translate = useTranslate();
  const filter = encodeURIComponent(JSON.stringify({ seasonId: imported.seasonId }));
  return (
    <Alert
      severity="success"
      action={
        <Button color="inherit" size="small" component={Link} to={`/matches?filter=${filter}`}>
          {translate('app.fixtureImport.viewMatches')}
        </Button>
      }
    >
      {translate('app.fixtureImport.imported', {
        season: imported.season,
        created: imported.created,
        updated: imported.updated,
      })}
    </Alert>
  );
}
