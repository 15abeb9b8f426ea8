import {
  AutocompleteInput,
  ImageField,
  ImageInput,
  ReferenceInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { MESSAGES } from '@predictor/contracts/messages';
import { teamSchema } from '@predictor/contracts/schemas';
import { chosenImage } from '../../lib/chosenImage';

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
 * The team form's fields, shared by Create and Edit, checked by teamFormSchema. The logo is
 * sent by the teams data provider override after the team is saved; the ImageInput previews it.
 */
export function TeamInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" isRequired />
      <TextInput source="shortName" parse={upper} />
      <TextInput source="countryCode" parse={upper} />
      <ReferenceInput
        source="competitionId"
        reference="competitions"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <ImageInput
        source="logo"
        helperText={translate('resources.teams.logoHint')}
        placeholder={<p>{translate('resources.teams.logoDrop')}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
