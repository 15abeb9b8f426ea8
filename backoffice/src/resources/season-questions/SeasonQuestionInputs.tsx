import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { NUMBER_INPUT, TEXT_INPUT } from '../../lib/inputWidths';
import { useOrderedSeasons } from '../../lib/seasons';
import { fromUtcInput, toUtcInput } from '../../lib/utcDateTime';

/** A question's fields, shared by Create and Edit (the season only on Create: a question stays in its season). */
export function SeasonQuestionInputs({ create = false }: { create?: boolean }) {
  const translate = useTranslate();
  const { seasons, isPending } = useOrderedSeasons();
  return (
    <>
      {create && (
        <SelectInput
          source="seasonId"
          isRequired
          choices={seasons}
          isPending={isPending}
          {...TEXT_INPUT}
        />
      )}
      <TextInput source="text" isRequired {...TEXT_INPUT} />
      <TextInput
        source="deadline"
        type="datetime-local"
        isRequired={!create}
        format={toUtcInput}
        parse={fromUtcInput}
        helperText={translate('resources.season-questions.deadlineHint')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...NUMBER_INPUT}
        sx={{ width: 260 }}
      />
      <NumberInput source="points" isRequired step={1} defaultValue={10} {...NUMBER_INPUT} />
      <NumberInput source="picks" isRequired step={1} defaultValue={1} {...NUMBER_INPUT} />
    </>
  );
}
