import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import type { ZodForm } from '../../../lib/forms';
import type { LeagueFormValues } from '../form';
import { LeagueFields, type LeagueFieldsProps } from './LeagueFields';

interface Props<TOut extends FieldValues> extends LeagueFieldsProps {
  form: ZodForm<LeagueFormValues, TOut>;
  open: boolean;
  onClose: () => void;
  /** Receives the request body the form's schema built. */
  onSubmit: (body: TOut) => void;
  pending: boolean;
  /** An action at the start of the dialog's buttons (Edit League's Delete League). */
  action?: ReactNode;
}

/**
 * The league form in a dialog, shared by Create and Edit League: the server's message above the
 * inputs (theirs beside them), Cancel and the submit button; what was typed is kept on failure.
 */
export function LeagueFormDialog<TOut extends FieldValues>({
  form,
  open,
  onClose,
  onSubmit,
  pending,
  action,
  ...fields
}: Props<TOut>) {
  const titleId = useId();
  const [title, submitLabel, pendingLabel] = fields.creating
    ? ['Create League', 'Create League', 'Creating...']
    : ['Edit League', 'Save Changes', 'Saving...'];
  const failure = form.formState.errors.root?.server?.message;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <LeagueFields form={form} {...fields} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {action}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
