import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  maxLength,
  ReferenceInput,
  required,
  TextInput,
} from 'react-admin';
import {
  ADMIN_MESSAGES,
  SEASON_DESCRIPTION_MAX_LENGTH,
  SEASON_NAME_MAX_LENGTH,
} from '@predictor/contracts/admin';

/** The server's rule: a season ends on or after the day it starts (days as YYYY-MM-DD). */
export function endOnOrAfterStart(endDate: string | null, values: { startDate?: string | null }) {
  return endDate && values.startDate && endDate < values.startDate
    ? ADMIN_MESSAGES.endBeforeStart
    : undefined;
}

/** The season form's fields, shared by Create and Edit; the server checks the same rules. */
export function SeasonInputs() {
  return (
    <>
      <TextInput
        source="name"
        validate={[
          required(ADMIN_MESSAGES.nameRequired),
          maxLength(SEASON_NAME_MAX_LENGTH, ADMIN_MESSAGES.nameTooLong(SEASON_NAME_MAX_LENGTH)),
        ]}
      />
      <ReferenceInput
        source="competitionId"
        reference="competitions"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput
          optionText="name"
          validate={required(ADMIN_MESSAGES.competitionRequired)}
        />
      </ReferenceInput>
      <DateInput source="startDate" validate={required(ADMIN_MESSAGES.startDateRequired)} />
      <DateInput
        source="endDate"
        validate={[required(ADMIN_MESSAGES.endDateRequired), endOnOrAfterStart]}
      />
      <TextInput
        source="description"
        multiline
        minRows={2}
        validate={maxLength(
          SEASON_DESCRIPTION_MAX_LENGTH,
          ADMIN_MESSAGES.descriptionTooLong(SEASON_DESCRIPTION_MAX_LENGTH),
        )}
      />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
}
