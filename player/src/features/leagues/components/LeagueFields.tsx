import { TextField } from '@mui/material';
import { GROUPNAME_MAX_LENGTH } from '@predictor/contracts/constants';
import { normaliseGroupname } from '../rules';

type Errors = Record<string, string | undefined>;

/** League name and description, shared by the create and edit dialogs. */
export function NameAndDescription({
  name,
  description,
  errors,
  onChange,
  canChangeName = true,
  canChangeDescription = true,
  autoFocus,
}: {
  name: string;
  description: string;
  errors: Errors;
  onChange: (field: 'name' | 'description', value: string) => void;
  canChangeName?: boolean;
  canChangeDescription?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="League name"
        required
        value={name}
        onChange={(e) => onChange('name', e.target.value)}
        disabled={!canChangeName}
        error={!!errors.name}
        helperText={errors.name}
        autoFocus={autoFocus}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => onChange('description', e.target.value)}
        disabled={!canChangeDescription}
        error={!!errors.description}
        helperText={errors.description}
        multiline
        minRows={2}
      />
    </>
  );
}

/** A fan league's group name: typed lowercase with other characters stripped, and its page address. */
export function GroupnameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Group name"
      required
      value={value}
      onChange={(e) => onChange(normaliseGroupname(e.target.value))}
      error={!!error}
      helperText={
        error ??
        `Lowercase letters, numbers and hyphens, 3 to ${GROUPNAME_MAX_LENGTH} characters. The league's page will be /${value || 'group-name'}`
      }
      slotProps={{ htmlInput: { maxLength: GROUPNAME_MAX_LENGTH } }}
    />
  );
}
