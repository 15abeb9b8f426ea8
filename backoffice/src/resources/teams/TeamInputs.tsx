import {
  AutocompleteInput,
  ImageField,
  ImageInput,
  maxLength,
  ReferenceInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ADMIN_MESSAGES, CLUB_NAME_MAX_LENGTH } from '@predictor/contracts/admin';
import {
  COUNTRY_CODE_MAX_LENGTH,
  TEAM_SHORT_NAME_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
} from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import { chosenFile } from '../../lib/multipart';

/** The logo types the server accepts (it checks the bytes; this checks the browser's type). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Client check of a newly chosen logo, with the server's messages: type first, then size. */
export function validateLogo(value: unknown): string | undefined {
  const file = chosenFile(value);
  if (!file) return undefined;
  if (!LOGO_TYPES.includes(file.type)) return MESSAGES.logoType;
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.logoSize;
  return undefined;
}

const upper = (value: string | null) => (value ? value.toUpperCase() : value);

/**
 * The team form's fields, shared by Create and Edit; the server checks the same rules. The logo is
 * sent by the teams data provider override after the team is saved; the ImageInput previews it.
 */
export function TeamInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="name"
        validate={[
          required(ADMIN_MESSAGES.nameRequired),
          maxLength(CLUB_NAME_MAX_LENGTH, ADMIN_MESSAGES.nameTooLong(CLUB_NAME_MAX_LENGTH)),
        ]}
      />
      <TextInput
        source="shortName"
        parse={upper}
        validate={maxLength(TEAM_SHORT_NAME_MAX_LENGTH, ADMIN_MESSAGES.shortNameTooLong)}
      />
      <TextInput
        source="countryCode"
        parse={upper}
        validate={maxLength(COUNTRY_CODE_MAX_LENGTH, ADMIN_MESSAGES.countryCodeTooLong)}
      />
      <ReferenceInput
        source="competitionId"
        reference="competitions"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <ImageInput
        source="logo"
        validate={validateLogo}
        helperText={translate('resources.teams.logoHint')}
        placeholder={<p>{translate('resources.teams.logoDrop')}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
