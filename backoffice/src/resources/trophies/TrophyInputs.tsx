import {
  BooleanInput,
  ImageField,
  ImageInput,
  maxLength,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  ADMIN_CONTENT_MESSAGES,
  TROPHY_DESCRIPTION_MAX_LENGTH,
  TROPHY_NAME_MAX_LENGTH,
} from '@predictor/contracts/admin';
import { trophyImage } from './imageRules';
import { TROPHY_TYPE_CHOICES } from './trophyTypes';

/** The stored image (a URL) shown by ImageInput's preview like a newly chosen one. */
function formatImage(value: unknown) {
  return typeof value === 'string' && value ? { src: value, title: value } : value;
}

/** The trophy form's fields, shared by the create and edit dialogs; the server checks the same rules. */
export function TrophyInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput
        source="name"
        validate={[
          required(ADMIN_CONTENT_MESSAGES.trophyNameRequired),
          maxLength(TROPHY_NAME_MAX_LENGTH),
        ]}
      />
      <TextInput
        source="description"
        multiline
        minRows={2}
        validate={[
          required(ADMIN_CONTENT_MESSAGES.trophyDescriptionRequired),
          maxLength(TROPHY_DESCRIPTION_MAX_LENGTH),
        ]}
      />
      <SelectInput
        source="trophyType"
        choices={TROPHY_TYPE_CHOICES}
        defaultValue="custom"
        validate={required()}
      />
      <BooleanInput source="isActive" defaultValue={true} />
      <ImageInput
        source="imageUrl"
        format={formatImage}
        validate={trophyImage}
        helperText={translate('resources.trophies.imageHint')}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
