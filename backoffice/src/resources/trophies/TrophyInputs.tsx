import {
  BooleanInput,
  ImageField,
  ImageInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { TROPHY_TYPE_CHOICES } from './trophyTypes';

/** The stored image (a URL) shown by ImageInput's preview like a newly chosen one. */
function formatImage(value: unknown) {
  return typeof value === 'string' && value ? { src: value, title: value } : value;
}

/** The trophy form's fields, shared by the create and edit dialogs, checked by trophyFormSchema. */
export function TrophyInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" isRequired />
      <TextInput source="description" multiline minRows={2} isRequired />
      <SelectInput
        source="trophyType"
        choices={TROPHY_TYPE_CHOICES}
        defaultValue="custom"
        isRequired
      />
      <BooleanInput source="isActive" defaultValue={true} />
      <ImageInput
        source="imageUrl"
        format={formatImage}
        helperText={translate('resources.trophies.imageHint')}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
