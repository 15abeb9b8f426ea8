import {
  AutocompleteInput,
  ImageField,
  ImageInput,
  ReferenceInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MESSAGES } from '@predictor/contracts/messages';
import { teamSchema } from '@predictor/contracts/schemas';
import { chosenImage } from '../../lib/chosenImage';
import { CODE_INPUT, TEXT_INPUT } from '../../lib/inputWidths';

/** The logo types the server accepts (it checks the bytes; this checks the browser's type). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The contracts' team schema and a newly chosen logo: JPEG, PNG or GIF, at most 5MB. */
export const teamFormSchema = teamSchema.extend({
  logo: chosenImage((type) => LOGO_TYPES.includes(type), {
    type: MESSAGES.logoType,
    size: MESSAGES.logoSize,
  }).nullish(),
});

const upper = (value: string | null) => (value ? value.toUpperCase() : value);

/**
 * The team form's fields, shared by Create and Edit, checked by teamFormSchema. A chosen logo is
 * checked at once (type and 5MB, its message beside the input before Save) and previewed; the teams
 * data provider sends it with the team in one request, so a logo the server refuses (its bytes,
 * its pixels) leaves no team behind and shows beside the input, the form still filled.
 */
export function TeamInputs() {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  return (
    <>
      <TextInput source="name" isRequired {...TEXT_INPUT} />
      <TextInput source="shortName" parse={upper} {...CODE_INPUT} />
      <TextInput source="countryCode" parse={upper} {...CODE_INPUT} />
      <ReferenceInput
        source="competitionId"
        reference="competitions"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" {...TEXT_INPUT} />
      </ReferenceInput>
      <ImageInput
        // The drop zone's file input, named for screen readers (react-admin labels it by a <p>).
        inputProps={{ 'aria-label': translate('resources.teams.fields.logo') }}
        source="logo"
        onChange={() => trigger('logo')}
        helperText={translate('resources.teams.logoHint')}
        placeholder={<p>{translate('resources.teams.logoDrop')}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
