import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { GroupnameField, NameAndDescription } from './LeagueFields';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { seasonsQuery } from '../../seasons';
import { useCreateLeague } from '../api';
import {
  createLeagueBody,
  LEAGUE_TYPE_LABELS,
  leagueTypesFor,
  validateCreateLeague,
  type CreateLeagueErrors,
  type CreateLeagueValues,
} from '../rules';

const EMPTY: CreateLeagueValues = {
  name: '',
  description: '',
  season: '',
  type: 'public',
  groupname: '',
};

/**
 * The Create League form in a dialog (spec §5): active competitions only, public by default,
 * official and fan leagues for site admins, a group name only for a fan league. Field messages
 * (ours or the server's `errors.<field>`) sit beside their inputs; what was typed is kept on failure.
 */
export function CreateLeagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isAdmin } = useSession();
  const navigate = useNavigate();
  const seasons = useQuery({ ...seasonsQuery(true), enabled: open });
  const create = useCreateLeague();
  const [values, setValues] = useState<CreateLeagueValues>(EMPTY);
  const [errors, setErrors] = useState<CreateLeagueErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof CreateLeagueValues>(key: K, value: CreateLeagueValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateCreateLeague(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(createLeagueBody(values), {
      onSuccess: ({ league }) => {
        setValues(EMPTY);
        setErrors({});
        onClose();
        navigate(paths.league(league.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        setFailure(errorMessage(error, 'Failed to create league'));
      },
    });
  };

  const seasonHelp = seasons.isError
    ? errorMessage(seasons.error, 'Failed to load seasons')
    : seasons.data?.length === 0
      ? 'No seasons available at the moment.'
      : undefined;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-league">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-league">Create League</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <NameAndDescription
              name={values.name}
              description={values.description}
              errors={errors}
              onChange={set}
              autoFocus
            />
            <TextField
              select
              label="Season"
              required
              value={seasons.data?.some((s) => String(s.id) === values.season) ? values.season : ''}
              onChange={(e) => set('season', e.target.value)}
              error={!!errors.season || seasons.isError}
              helperText={errors.season ?? seasonHelp}
              disabled={seasons.isPending}
            >
              {(seasons.data ?? []).map((season) => (
                <MenuItem key={season.id} value={String(season.id)}>
                  {season.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="League type"
              value={values.type}
              onChange={(e) => set('type', e.target.value as CreateLeagueValues['type'])}
              error={!!errors.type}
              helperText={errors.type}
            >
              {leagueTypesFor(isAdmin).map((type) => (
                <MenuItem key={type} value={type}>
                  {LEAGUE_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            {values.type === 'fanleague' && (
              <GroupnameField
                value={values.groupname}
                error={errors.groupname}
                onChange={(value) => set('groupname', value)}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create League'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
