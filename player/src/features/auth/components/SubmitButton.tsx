import { Button } from '@mui/material';

/** The full-width submit button of the auth forms: disabled and relabelled while the request runs. */
export function SubmitButton(props: {
  pending: boolean;
  pendingLabel: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={props.pending || props.disabled}
      fullWidth
    >
      {props.pending ? props.pendingLabel : props.label}
    </Button>
  );
}
