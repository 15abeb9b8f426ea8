import { Alert, Button, Stack, TextField } from '@mui/material';
import { useJoinByCodeForm } from '../useJoinByCodeForm';

/** Join by invite code on the leagues page: the message above the input, the league opened once joined. */
export function JoinByCodeForm() {
  const { submit, input, error, pending } = useJoinByCodeForm();
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
          {...input}
          error={!!error}
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={pending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {pending ? 'Joining...' : 'Join League'}
        </Button>
      </Stack>
    </Stack>
  );
}
