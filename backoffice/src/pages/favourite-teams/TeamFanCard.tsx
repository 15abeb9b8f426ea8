import ShieldIcon from '@mui/icons-material/Shield';
import StarIcon from '@mui/icons-material/Star';
import { Avatar, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TeamWithFans } from './fans';

/** One team of the grid: crest, name, competition, fan count and the Most Popular badge. */
export function TeamFanCard({ team, popular }: { team: TeamWithFans; popular: boolean }) {
  const translate = useTranslate();
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={team.name}
      sx={{ listStyle: 'none', borderColor: popular ? 'primary.main' : undefined }}
    >
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={team.logoUrl ?? undefined}
          alt={team.logoUrl ? translate('app.teamFans.crest', { name: team.name }) : undefined}
          sx={{ width: 40, height: 40, bgcolor: 'action.selected', color: 'text.secondary' }}
          slotProps={{ img: { sx: { objectFit: 'contain' } } }}
        >
          <ShieldIcon />
        </Avatar>
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" component="h3" noWrap title={team.name}>
            {team.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {team.competition?.name ?? translate('app.teamFans.noCompetition')}
          </Typography>
          <Typography variant="body2">
            {translate('app.teamFans.fans', {
              smart_count: team.fanCount,
              count: team.fanCount,
            })}
          </Typography>
          {popular && (
            <Chip
              size="small"
              color="primary"
              icon={<StarIcon />}
              label={translate('app.teamFans.mostPopular')}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
