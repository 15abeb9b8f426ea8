import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useJoinByCode } from '../api';

/**
 * Join by invite code (spec §5, §8): trimmed, 'Please enter an invite code' when empty; a failure
 * shows the server's message or 'Invalid invite code…'; success clears the league lists and opens
 * the league.
 */
export function JoinByCodeForm({ onJoined }: { onJoined?: () => void }) {
  const navigate = useNavigate();
  const join = useJoinByCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const inviteCode = code.trim();
    if (!inviteCode) {
      setError(MESSAGES.enterInviteCode);
      return;
    }
    setError(null);
    join.mutate(inviteCode, {
      onSuccess: ({ membership }) => {
        setCode('');
        onJoined?.();
        navigate(paths.league(membership.leagueId));
      },
      onError: (failure) => setError(errorMessage(failure, MESSAGES.invalidInviteCode)),
    });
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1.5}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label="Invite code"
          size="small"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          error={!!error}
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={join.isPending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {join.isPending ? 'Joining...' : 'Join League'}
        </Button>
      </Stack>
    </Stack>
  );
}
