import { List, ListItem } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { ADMIN_AREAS } from '../adminAreas';

/** Links to every admin area (each is registered: adminAreas.test.ts). */
export function AdminAreaLinks() {
  const translate = useTranslate();
  return (
    <List dense aria-label={translate('app.dashboard.areas')}>
      {ADMIN_AREAS.map((area) => (
        <ListItem key={area.key} disableGutters>
          <Link to={`/${area.path}`}>{translate(`app.areas.${area.key}`)}</Link>
        </ListItem>
      ))}
    </List>
  );
}
