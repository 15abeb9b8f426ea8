import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import type { UpdateLeagueInput } from '@predictor/contracts/types';
import { errorMessage } from '../../../lib/api';
import { showServerError, useZodForm } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { seasonsQuery } from '../../seasons';
import { useDeleteLeague, useUpdateLeague, type League, type Permissions } from '../api';
import { editLeagueFormSchema, leagueFormValues } from '../form';
import { leagueTypesFor } from '../rules';
import { LeagueFormDialog } from './LeagueFormDialog';

interface Props {
  league: League;
  permissions: Permissions;
  open: boolean;
  onClose: () => void;
}

/** The delete-confirmation view: deleted, the league is gone and the player lands on /leagues. */
function DeleteLeagueView({
  league,
  open,
  onBack,
  onClose,
}: Omit<Props, 'permissions'> & {
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteLeague(league.id);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-league-title">
      <DialogTitle id="delete-league-title">Delete League</DialogTitle>
      <DialogContent>
        {remove.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(remove.error, 'Failed to delete league')}
          </Alert>
        )}
        <DialogContentText>
          Are you sure you want to delete {league.name}? Its standings and memberships are removed
          for good.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.leagues) })}
          disabled={remove.isPending}
        >
          {remove.isPending ? 'Deleting...' : 'Delete League'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Edit League (when can-edit says canEdit): the league form with the fields can-edit forbids
 * disabled, and (with canDelete) a delete-confirmation view.
 */
export function EditLeagueDialog({ league, permissions, open, onClose }: Props) {
  const update = useUpdateLeague(league.id);
  const seasons = useQuery({ ...seasonsQuery(true), enabled: open && permissions.canChangeSeason });
  const [deleting, setDeleting] = useState(false);
  const form = useZodForm(editLeagueFormSchema(league, permissions), leagueFormValues(league));

  const close = () => {
    setDeleting(false);
    form.reset(leagueFormValues(league));
    onClose();
  };

  const submit = (body: UpdateLeagueInput) =>
    update.mutate(body, {
      onSuccess: () => close(),
      onError: (error) => showServerError(form, error, 'Failed to update league'),
    });

  if (deleting)
    return (
      <DeleteLeagueView
        league={league}
        open={open}
        onBack={() => setDeleting(false)}
        onClose={close}
      />
    );

  // The league's own season and type stay selectable even when no longer offered.
  const seasonOptions = [
    league.season,
    ...(seasons.data ?? []).filter((s) => s.id !== league.season.id),
  ];
  const types = leagueTypesFor(permissions.isAdmin);
  return (
    <LeagueFormDialog
      form={form}
      open={open}
      onClose={close}
      onSubmit={submit}
      pending={update.isPending}
      seasons={seasonOptions}
      seasonHint={permissions.memberCount > 1 ? MESSAGES.cannotChangeSeason : undefined}
      types={types.includes(league.type) ? types : [league.type, ...types]}
      locked={{
        name: !permissions.canChangeName,
        description: !permissions.canChangeDescription,
        season: !permissions.canChangeSeason,
        type: !permissions.canChangeType,
      }}
      action={
        permissions.canDelete && (
          <Button color="error" onClick={() => setDeleting(true)} sx={{ mr: 'auto' }}>
            Delete League
          </Button>
        )
      }
    />
  );
}
