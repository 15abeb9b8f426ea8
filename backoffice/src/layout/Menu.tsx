import type { ComponentType } from 'react';
import { Box, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MailIcon from '@mui/icons-material/Mail';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { ADMIN_AREA_GROUPS, ADMIN_AREAS } from '../adminAreas';
import { resources } from '../resources';

/** Icons of the custom pages (resources bring their own: resources/<name>/index.ts). */
const PAGE_ICONS: Record<string, ComponentType> = {
  'results-entry': EditNoteIcon,
  'fixture-import': UploadFileIcon,
  'match-distribution': ShuffleIcon,
  'favourite-teams': FavoriteIcon,
  'trophy-awards': MilitaryTechIcon,
  newsletter: MailIcon,
};

/**
 * The sidebar: the dashboard, then every admin area (adminAreas.ts) under its group
 * (Game, Players, Content, Tools). Menu.test.tsx checks every route has an entry.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <RaMenu>
      <RaMenu.Item
        to="/"
        primaryText={translate('app.dashboard.title')}
        leftIcon={<DashboardIcon />}
      />
      {ADMIN_AREA_GROUPS.map((group) => {
        const label = translate(`app.menu.${group}`);
        return (
          <Box key={group} role="group" aria-label={label}>
            {open && (
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1 }}>
                {label}
              </ListSubheader>
            )}
            {ADMIN_AREAS.filter((area) => area.group === group).map((area) => {
              const Icon =
                area.kind === 'resource' ? resources[area.path]?.icon : PAGE_ICONS[area.path];
              return (
                <RaMenu.Item
                  key={area.key}
                  to={`/${area.path}`}
                  primaryText={translate(`app.areas.${area.key}`)}
                  leftIcon={Icon ? <Icon /> : undefined}
                />
              );
            })}
          </Box>
        );
      })}
    </RaMenu>
  );
}
