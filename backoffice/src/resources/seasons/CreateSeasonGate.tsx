import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { CreateButton, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Whether any competition exists (undefined while asking): a season needs one. */
export function useHasCompetitions(): boolean | undefined {
  const { total, isPending, error } = useGetList('competitions', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending || error) return undefined;
  return (total ?? 0) > 0;
}

/** The hint shown instead of a usable Create while no competition exists, linking to competitions. */
export function NeedsCompetitionHint() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" role="note">
      {translate('resources.seasons.needsCompetition')}{' '}
      <MuiLink component={Link} to="/competitions">
        {translate('resources.seasons.goToCompetitions')}
      </MuiLink>
    </Typography>
  );
}

/** Create, disabled (with the hint) when no competition exists. */
export function CreateSeasonGate({ variant }: { variant?: 'text' | 'contained' }) {
  const hasCompetitions = useHasCompetitions();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      {hasCompetitions === false && <NeedsCompetitionHint />}
      <CreateButton variant={variant} disabled={hasCompetitions !== true} />
    </Stack>
  );
}
