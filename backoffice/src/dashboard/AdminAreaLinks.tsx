import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useResourceDefinitions, useTranslate } from 'react-admin';
import { ADMIN_AREAS } from '../adminAreas';
import { customPages } from '../pages';

/** Links to every admin area; areas not built yet are plain text, never broken links. */
export function AdminAreaLinks() {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const pages = new Set(customPages.map((p) => p.path.replace(/^\//, '')));
  return (
    <List dense aria-label={translate('app.dashboard.areas')}>
      {ADMIN_AREAS.map((area) => {
        const label = translate(`app.areas.${area.key}`);
        const available = area.kind === 'resource' ? !!resources[area.path] : pages.has(area.path);
        return (
          <ListItem key={area.key} disableGutters>
            {available ? (
              <Link to={`/${area.path}`}>{label}</Link>
            ) : (
              <ListItemText
                primary={
                  <Typography color="text.disabled" component="span">
                    {label} ({translate('app.dashboard.notYetAvailable')})
                  </Typography>
                }
              />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
