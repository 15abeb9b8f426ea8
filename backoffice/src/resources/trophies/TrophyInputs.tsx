import {
  BooleanInput,
  ImageField,
  ImageInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { TROPHY_TYPE_CHOICES } from './trophyTypes';

/** The stored image (a URL) shown by ImageInput's preview like a newly chosen one. */
function formatImage(value: unknown) {
  return typeof value === 'string' && value ? { src: value, title: value } : value;
}

/**
 * The trophy form's fields, shared by the create and edit dialogs, checked by trophyFormSchema. A
 * chosen image is checked at once (type and 5MB, beside the input before Save); the server's refusal
 * of it (its bytes, its pixels) shows there too, the dialog still filled.
 */
export function TrophyInputs() {
  const translate = useTranslate();
  const { trigger } = useFormContext();
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
        // The drop zone's file input, named for screen readers (react-admin labels it by a <p>).
        inputProps={{ 'aria-label': translate('resources.trophies.fields.imageUrl') }}
        source="imageUrl"
        format={formatImage}
        onChange={() => trigger('imageUrl')}
        helperText={translate('resources.trophies.imageHint')}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}
