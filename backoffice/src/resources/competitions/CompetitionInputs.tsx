import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { CODE_INPUT, NUMBER_INPUT, TEXT_INPUT } from '../../lib/inputWidths';

const upper = (value: string | null) => (value ? value.toUpperCase() : value);

/** The competition form's fields, shared by Create and Edit, checked by the contracts' competitionSchema. */
export function CompetitionInputs() {
  return (
    <>
      <TextInput source="name" isRequired {...TEXT_INPUT} />
      <TextInput source="countryCode" parse={upper} {...CODE_INPUT} />
      <TextInput source="logoUrl" {...TEXT_INPUT} />
      <NumberInput source="tier" step={1} {...NUMBER_INPUT} />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
}
