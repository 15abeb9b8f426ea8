import { useState, type FormEvent } from 'react';
import KeyIcon from '@mui/icons-material/Key';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import { passwordProblems } from './passwordRules';
import { RowAction } from './RowAction';
import { useUserAction } from './useUserAction';
import { FailureBanner } from '../../lib/FailureBanner';

/** The row's Password action: a dialog setting a new password (PUT /admin/users/{id}/password). */
export function PasswordButton() {
  const record = useRecordContext<AdminUser>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowAction
        label="resources.users.actions.password"
        icon={<KeyIcon />}
        onClick={() => setOpen(true)}
      />
      {open && <PasswordDialog user={record} onClose={() => setOpen(false)} />}
    </>
  );
}

export function PasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const translate = useTranslate();
  const { run, pending } = useUserAction();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problems = passwordProblems(password, confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!problems.canSubmit || pending) return;
    const done = await run((dp) => dp.setUserPassword(user.id, password), {
      success: 'resources.users.password.updated',
      failure: translate('resources.users.password.failed'),
    });
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="user-password-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="user-password-title">
          {translate('resources.users.password.title', { teamName: user.teamName })}
        </DialogTitle>
        <DialogContent>
          <FailureBanner inDialog />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="password"
              label={translate('resources.users.password.newPassword')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!problems.password}
              helperText={problems.password ?? ' '}
              autoComplete="new-password"
              autoFocus
              required
            />
            <TextField
              type="password"
              label={translate('resources.users.password.confirmPassword')}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={!!problems.confirm}
              helperText={problems.confirm ?? ' '}
              autoComplete="new-password"
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={!problems.canSubmit || pending}>
            {translate('resources.users.password.submit')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
