import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, TextInput } from 'react-admin';

/**
 * The season form's fields, shared by Create and Edit, checked by the contracts' seasonSchema
 * (name, competition and both dates required; the end on or after the start).
 */
export function SeasonInputs() {
  return (
    <>
      <TextInput source="name" isRequired />
      <ReferenceInput
        source="competitionId"
        reference="competitions"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" isRequired />
      </ReferenceInput>
      <DateInput source="startDate" isRequired />
      <DateInput source="endDate" isRequired />
      <TextInput source="description" multiline minRows={2} />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
}
