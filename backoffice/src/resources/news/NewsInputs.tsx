import { Typography } from '@mui/material';
import {
  DateTimeInput,
  ImageField,
  ImageInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RichTextInput } from 'ra-input-rich-text';
import { NewsEditorToolbar } from './TextStyleSelect';
import { NEWS_STATUSES } from '@predictor/contracts/constants';
import { formatHeaderImage } from './headerImage';

/** A datetime-local value (the admin's local time) as the ISO instant the API stores. */
const toIso = (value: string | null) => (value ? new Date(value).toISOString() : null);

const statusChoices = NEWS_STATUSES.map((id) => ({ id, name: `resources.news.status.${id}` }));

/** Header image with preview; a chosen file is checked at once (newsFormSchema), uploaded on save. */
function HeaderImageInput() {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  return (
    <ImageInput
      // The drop zone's file input, named for screen readers (react-admin labels it by a <p>).
      inputProps={{ 'aria-label': translate('resources.news.fields.headerImage') }}
      source="headerImage"
      format={formatHeaderImage}
      onChange={() => trigger('headerImage')}
      helperText={translate('resources.news.headerImageHint')}
      placeholder={
        <Typography variant="body2" color="text.primary" sx={{ py: 2 }}>
          {translate('resources.news.headerImageDrop')}
        </Typography>
      }
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/**
 * The news form's fields, shared by Create and Edit, checked by newsFormSchema. This file is
 * the only importer of the rich-text editor, and only the lazy form screens import it.
 */
export function NewsInputs() {
  return (
    <>
      <TextInput source="title" isRequired fullWidth />
      <HeaderImageInput />
      <RichTextInput source="content" isRequired fullWidth toolbar={<NewsEditorToolbar />} />
      <DateTimeInput source="publishDate" parse={toIso} isRequired />
      <SelectInput source="status" choices={statusChoices} isRequired />
    </>
  );
}
