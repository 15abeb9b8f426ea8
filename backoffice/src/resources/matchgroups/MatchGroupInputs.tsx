import {
  BooleanInput,
  maxLength,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { ADMIN_MESSAGES } from '@predictor/contracts/admin';
import {
  MATCH_GROUP_DESCRIPTION_MAX_LENGTH,
  MATCH_GROUP_NAME_MAX_LENGTH,
} from '@predictor/contracts/constants';
import { useOrderedSeasons } from '../../lib/seasons';

/** Whole numbers of at least 1, or empty (the match week is optional). */
export const wholeWeek: Validator = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? undefined
    : Number.isInteger(Number(value)) && Number(value) >= 1
      ? undefined
      : ADMIN_MESSAGES.matchWeekMin;

const nameRules = [
  required(ADMIN_MESSAGES.nameRequired),
  maxLength(MATCH_GROUP_NAME_MAX_LENGTH, ADMIN_MESSAGES.nameTooLong(MATCH_GROUP_NAME_MAX_LENGTH)),
];
const descriptionRules = maxLength(
  MATCH_GROUP_DESCRIPTION_MAX_LENGTH,
  ADMIN_MESSAGES.descriptionTooLong(MATCH_GROUP_DESCRIPTION_MAX_LENGTH),
);
const weekRules = [minValue(1, ADMIN_MESSAGES.matchWeekMin), wholeWeek];

/**
 * The match group form (spec §5): season on creation only (a group never changes season), name
 * required up to 100, description up to 500, match week optional and at least 1, the active flag
 * when editing.
 */
export function MatchGroupInputs({ creating }: { creating?: boolean }) {
  const { seasons, isPending } = useOrderedSeasons();
  return (
    <>
      {creating && (
        <SelectInput
          source="seasonId"
          choices={seasons}
          isPending={isPending}
          validate={required(ADMIN_MESSAGES.seasonRequired)}
        />
      )}
      <TextInput source="name" validate={nameRules} />
      <TextInput source="description" multiline minRows={2} validate={descriptionRules} />
      <NumberInput source="matchWeek" step={1} validate={weekRules} />
      {!creating && <BooleanInput source="isActive" label="resources.matchgroups.activeLabel" />}
    </>
  );
}
