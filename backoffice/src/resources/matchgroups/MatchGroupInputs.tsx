import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { ADMIN_MESSAGES } from '@predictor/contracts/admin';
import { matchGroupSchema, requiredId } from '@predictor/contracts/schemas';
import { useOrderedSeasons } from '../../lib/seasons';
import { NUMBER_INPUT } from '../../lib/inputWidths';

/** Edit: the contracts' match group schema; create adds the season the group is made in. */
export const matchGroupEditSchema = matchGroupSchema;
export const matchGroupCreateSchema = matchGroupSchema.extend({
  seasonId: requiredId(ADMIN_MESSAGES.seasonRequired),
});

/**
 * The match group form (spec §5): season on creation only (a group never changes season), name,
 * description, match week, the active flag when editing; the rules are the form's schema.
 */
export function MatchGroupInputs({ creating }: { creating?: boolean }) {
  const { seasons, isPending } = useOrderedSeasons();
  return (
    <>
      {creating && (
        <SelectInput source="seasonId" choices={seasons} isPending={isPending} isRequired />
      )}
      <TextInput source="name" isRequired />
      <TextInput source="description" multiline minRows={2} />
      <NumberInput source="matchWeek" step={1} {...NUMBER_INPUT} />
      {!creating && <BooleanInput source="isActive" label="resources.matchgroups.activeLabel" />}
    </>
  );
}
