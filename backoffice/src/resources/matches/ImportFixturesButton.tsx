import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Link, useListContext } from 'react-admin';

/** Manage Matches' link to the fixture import, for the list's season when one is filtered. */
export function ImportFixturesButton() {
  const { filterValues } = useListContext();
  const seasonId = filterValues.seasonId;
  return (
    <Button
      label="app.fixtureImport.link"
      component={Link}
      to={{ pathname: '/fixture-import', search: seasonId ? `?seasonId=${seasonId}` : '' }}
    >
      <UploadFileIcon />
    </Button>
  );
}
