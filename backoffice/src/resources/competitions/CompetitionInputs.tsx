import { BooleanInput, NumberInput, TextInput } from 'react-admin';

const upper = (value: string | null) => (value ? value.toUpperCase() : value);

/** The competition form's fields, shared by Create and Edit, checked by the contracts' competitionSchema. */
export function CompetitionInputs() {
  return (
    <>
      <TextInput source="name" isRequired />
      <TextInput source="countryCode" parse={upper} />
      <TextInput source="logoUrl" />
      <NumberInput source="tier" step={1} />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
}
