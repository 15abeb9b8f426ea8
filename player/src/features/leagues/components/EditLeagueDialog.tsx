import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LeagueType } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import { GroupnameField, NameAndDescription } from './LeagueFields';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { seasonsQuery } from '../../seasons';
import {
  useDeleteLeague,
  useUpdateLeague,
  type League,
  type Permissions,
  type UpdateLeagueBody,
} from '../api';
import { LEAGUE_TYPE_LABELS, leagueTypesFor, groupnameError } from '../rules';

interface Values {
  name: string;
  description: string;
  season: string;
  type: LeagueType;
  maxMembers: string;
  groupname: string;
}

const initial = (league: League): Values => ({
  name: league.name,
  description: league.description ?? '',
  season: String(league.season.id),
  type: league.type,
  maxMembers: league.maxMembers === null ? '' : String(league.maxMembers),
  groupname: league.groupname ?? '',
});

/** The PUT body: only what the caller may change; groupname only for a fan league (spec §5). */
export function updateBody(
  values: Values,
  league: League,
  permissions: Permissions,
): UpdateLeagueBody {
  const body: UpdateLeagueBody = {};
  if (permissions.canChangeName) body.name = values.name.trim();
  if (permissions.canChangeDescription) body.description = values.description.trim();
  if (permissions.canChangeSeason && values.season !== String(league.season.id))
    body.season = Number(values.season);
  if (permissions.canChangeType) body.type = values.type;
  body.maxMembers = values.maxMembers.trim() === '' ? null : Number(values.maxMembers);
  if (values.type === 'fanleague') body.groupname = values.groupname.trim();
  return body;
}

/**
 * Edit League (when can-edit says canEdit): an edit view whose fields follow the server's
 * canChange* flags, and (with canDelete) a delete-confirmation view that leaves for /leagues.
 */
export function EditLeagueDialog({
  league,
  permissions,
  open,
  onClose,
}: {
  league: League;
  permissions: Permissions;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const update = useUpdateLeague(league.id);
  const remove = useDeleteLeague(league.id);
  const seasons = useQuery({ ...seasonsQuery(true), enabled: open && permissions.canChangeSeason });
  const [view, setView] = useState<'edit' | 'delete'>('edit');
  const [values, setValues] = useState<Values>(() => initial(league));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setView('edit');
    setValues(initial(league));
    setErrors({});
    setFailure(null);
    onClose();
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<keyof Values, string>> = {};
    if (!values.name.trim()) found.name = MESSAGES.leagueNameRequired;
    if (values.season !== String(league.season.id) && permissions.memberCount > 1)
      found.season = MESSAGES.cannotChangeSeason;
    if (values.type === 'fanleague') {
      const message = groupnameError(values.groupname);
      if (message) found.groupname = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(updateBody(values, league, permissions), {
      onSuccess: () => close(),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        setFailure(errorMessage(error, 'Failed to update league'));
      },
    });
  };

  const confirmDelete = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => navigate(paths.leagues),
      onError: (error) => setFailure(errorMessage(error, 'Failed to delete league')),
    });
  };

  // The league's own season stays selectable even when it is no longer active.
  const seasonOptions = [
    league.season,
    ...(seasons.data ?? []).filter((s) => s.id !== league.season.id),
  ];
  const types = leagueTypesFor(permissions.isAdmin);
  const typeOptions = types.includes(league.type) ? types : [league.type, ...types];

  if (view === 'delete')
    return (
      <Dialog open={open} onClose={close} aria-labelledby="delete-league-title">
        <DialogTitle id="delete-league-title">Delete League</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <DialogContentText>
            Are you sure you want to delete {league.name}? Its standings and memberships are removed
            for good.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setView('edit')}>Back</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirmDelete}
            disabled={remove.isPending}
          >
            {remove.isPending ? 'Deleting...' : 'Delete League'}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="edit-league-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-league-title">Edit League</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <NameAndDescription
              name={values.name}
              description={values.description}
              errors={errors}
              onChange={set}
              canChangeName={permissions.canChangeName}
              canChangeDescription={permissions.canChangeDescription}
            />
            <TextField
              select
              label="Season"
              value={values.season}
              onChange={(e) => set('season', e.target.value)}
              disabled={!permissions.canChangeSeason}
              error={!!errors.season}
              helperText={
                errors.season ??
                (permissions.memberCount > 1 ? MESSAGES.cannotChangeSeason : undefined)
              }
            >
              {seasonOptions.map((season) => (
                <MenuItem key={season.id} value={String(season.id)}>
                  {season.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="League type"
              value={values.type}
              onChange={(e) => set('type', e.target.value as LeagueType)}
              disabled={!permissions.canChangeType}
              error={!!errors.type}
              helperText={errors.type}
            >
              {typeOptions.map((type) => (
                <MenuItem key={type} value={type}>
                  {LEAGUE_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Maximum members"
              type="number"
              value={values.maxMembers}
              onChange={(e) => set('maxMembers', e.target.value)}
              error={!!errors.maxMembers}
              helperText={errors.maxMembers ?? 'Leave empty for no limit'}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
            />
            {values.type === 'fanleague' && (
              <GroupnameField
                value={values.groupname}
                error={errors.groupname}
                onChange={(value) => set('groupname', value)}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {permissions.canDelete && (
            <Button color="error" onClick={() => setView('delete')} sx={{ mr: 'auto' }}>
              Delete League
            </Button>
          )}
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
