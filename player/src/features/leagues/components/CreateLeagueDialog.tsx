import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CreateLeagueInput } from '@predictor/contracts/types';
import { errorMessage } from '../../../lib/api';
import { showServerError, useZodForm } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { seasonsQuery } from '../../seasons';
import { useCreateLeague } from '../api';
import { createLeagueFormSchema, EMPTY_LEAGUE } from '../form';
import { leagueTypesFor } from '../rules';
import { LeagueFormDialog } from './LeagueFormDialog';

/**
 * Create League (spec §5): active competitions only, public by default, official and fan leagues
 * for site admins, a group name only for a fan league. Created, the form empties and the league opens.
 */
export function CreateLeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isAdmin } = useSession();
  const navigate = useNavigate();
  const seasons = useQuery({ ...seasonsQuery(true), enabled: open });
  const create = useCreateLeague();
  const form = useZodForm(createLeagueFormSchema, EMPTY_LEAGUE);

  const submit = (body: CreateLeagueInput) =>
    create.mutate(body, {
      onSuccess: ({ league }) => {
        form.reset();
        onClose();
        navigate(paths.league(league.id));
      },
      onError: (error) => showServerError(form, error, 'Failed to create league'),
    });

  const seasonHint = seasons.isError
    ? errorMessage(seasons.error, 'Failed to load seasons')
    : seasons.data?.length === 0
      ? 'No seasons available at the moment.'
      : undefined;

  return (
    <LeagueFormDialog
      form={form}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      creating
      seasons={seasons.data ?? []}
      seasonsPending={seasons.isPending}
      seasonsFailed={seasons.isError}
      seasonHint={seasonHint}
      types={leagueTypesFor(isAdmin)}
    />
  );
}
