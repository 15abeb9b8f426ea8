import { MenuItem, TextField } from '@mui/material';
import { Controller, useWatch, type FieldValues } from 'react-hook-form';
import { GROUPNAME_MAX_LENGTH, type LeagueType } from '@predictor/contracts/constants';
import { textField, type ZodForm } from '../../../lib/forms';
import type { LeagueFormValues } from '../form';
import { LEAGUE_TYPE_LABELS, normaliseGroupname } from '../rules';

export interface LeagueFieldsProps {
  /** Create League: season required, name focused, no maximum of members. */
  creating?: boolean;
  seasons: { id: number; name: string }[];
  seasonsPending?: boolean;
  seasonsFailed?: boolean;
  /** Said under the season while it has no message of its own. */
  seasonHint?: string;
  types: LeagueType[];
  /** What can-edit says the caller may not change. */
  locked?: Partial<Record<'name' | 'description' | 'season' | 'type', boolean>>;
}

/** A select bound to the form; a value not among the options shows as none chosen. */
function SelectField<TOut extends FieldValues>({
  form,
  name,
  label,
  options,
  required,
  disabled,
  failed,
  hint,
}: {
  form: ZodForm<LeagueFormValues, TOut>;
  name: 'season' | 'type';
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  failed?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          name={field.name}
          inputRef={field.ref}
          value={options.some((o) => o.value === field.value) ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          error={Boolean(fieldState.error) || failed}
          helperText={fieldState.error?.message ?? hint}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The league form's inputs, shared by Create and Edit League: name, description, season, type,
 * the maximum of members (edit only) and a fan league's group name, typed lowercase with other
 * characters stripped. Messages come from the form's schema or the server, beside each input.
 */
export function LeagueFields<TOut extends FieldValues>({
  form,
  creating,
  seasons,
  seasonsPending,
  seasonsFailed,
  seasonHint,
  types,
  locked = {},
}: LeagueFieldsProps & { form: ZodForm<LeagueFormValues, TOut> }) {
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <>
      <TextField
        label="League name"
        required
        disabled={locked.name}
        autoFocus={creating}
        {...textField(form, 'name')}
      />
      <TextField
        label="Description"
        disabled={locked.description}
        multiline
        minRows={2}
        {...textField(form, 'description')}
      />
      <SelectField
        form={form}
        name="season"
        label="Season"
        required={creating}
        options={seasons.map((season) => ({ value: String(season.id), label: season.name }))}
        disabled={locked.season || seasonsPending}
        failed={seasonsFailed}
        hint={seasonHint}
      />
      <SelectField
        form={form}
        name="type"
        label="League type"
        options={types.map((option) => ({ value: option, label: LEAGUE_TYPE_LABELS[option] }))}
        disabled={locked.type}
      />
      {!creating && (
        <TextField
          label="Maximum members"
          type="number"
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          {...textField(form, 'maxMembers', 'Leave empty for no limit')}
        />
      )}
      {type === 'fanleague' && (
        <Controller
          control={form.control}
          name="groupname"
          render={({ field, fieldState }) => (
            <TextField
              label="Group name"
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={(e) => field.onChange(normaliseGroupname(e.target.value))}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                `Lowercase letters, numbers and hyphens, 3 to ${GROUPNAME_MAX_LENGTH} characters. The league's page will be /${field.value || 'group-name'}`
              }
              slotProps={{ htmlInput: { maxLength: GROUPNAME_MAX_LENGTH } }}
            />
          )}
        />
      )}
    </>
  );
}
