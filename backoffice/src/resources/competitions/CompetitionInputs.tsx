import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  TextInput,
} from 'react-admin';
import {
  COMPETITION_LOGO_URL_MAX_LENGTH,
  COMPETITION_NAME_MAX_LENGTH,
  COMPETITION_TIER_MAX,
  COMPETITION_TIER_MIN,
} from '@predictor/contracts/admin';
import { COUNTRY_CODE_MAX_LENGTH } from '@predictor/contracts/constants';

const upper = (value: string | null) => (value ? value.toUpperCase() : value);

/** The competition form's fields, shared by Create and Edit; the server checks the same limits. */
export function CompetitionInputs() {
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(COMPETITION_NAME_MAX_LENGTH)]} />
      <TextInput source="countryCode" parse={upper} validate={maxLength(COUNTRY_CODE_MAX_LENGTH)} />
      <TextInput source="logoUrl" validate={maxLength(COMPETITION_LOGO_URL_MAX_LENGTH)} />
      <NumberInput
        source="tier"
        step={1}
        validate={[minValue(COMPETITION_TIER_MIN), maxValue(COMPETITION_TIER_MAX)]}
      />
      <BooleanInput source="isActive" defaultValue={true} />
    </>
  );
}
