import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, TextInput } from 'react-admin';
import { DATE_INPUT, TEXT_INPUT } from '../../lib/inputWidths';

/**
 * The season form's fields, shared by Create and Edit, checked by the contracts' seasonSchema
 * (name, competition and both dates required; the end on or after the start).
 */
export function SeasonInputs() {
  return (
    <>
      <TextInput source="name" isRequired {...TEXT_INPUT} />
      <ReferenceInput
        source="competitionId"
        reference="competitions"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" isRequired {...TEXT_INPUT} />
      </ReferenceInput>
      <DateInput source="startDate" isRequired {...DATE_INPUT} />
      <DateInput source="endDate" isRequired {...DATE_INPUT} />
      <TextInput source="description" multiline minRows={2} {...TEXT_INPUT} />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
}
