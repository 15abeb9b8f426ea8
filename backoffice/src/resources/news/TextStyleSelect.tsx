import { useEffect, useState, type ChangeEvent } from 'react';
import { MenuItem, TextField } from '@mui/material';
import {
  ClearButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** The article's text styles: the tags the API keeps (api/src/modules/news/sanitize.ts). */
const STYLES = [
  { id: 'paragraph', label: 'ra.tiptap.paragraph', fallback: 'Normal' },
  { id: 'h1', label: 'ra.tiptap.heading1', fallback: 'Heading 1', level: 1 },
  { id: 'h2', label: 'ra.tiptap.heading2', fallback: 'Heading 2', level: 2 },
  { id: 'h3', label: 'ra.tiptap.heading3', fallback: 'Heading 3', level: 3 },
  { id: 'h4', label: 'ra.tiptap.heading4', fallback: 'Heading 4', level: 4 },
] as const;

function styleAtCursor(editor: Editor): string {
  const heading = STYLES.find(
    (style) => 'level' in style && editor.isActive('heading', { level: style.level }),
  );
  return heading?.id ?? 'paragraph';
}

/**
 * The paragraph / heading chooser of the news editor: a labelled select (ra-input-rich-text's own
 * LevelSelect puts a list item in a <nav>, which screen readers and axe refuse).
 */
export function TextStyleSelect() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [current, setCurrent] = useState('paragraph');

  useEffect(() => {
    if (!editor) return;
    const update = () => setCurrent(styleAtCursor(editor));
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const style = STYLES.find((candidate) => candidate.id === event.target.value);
    if (!editor || !style) return;
    const chain = editor.chain().focus();
    if ('level' in style) chain.setNode('heading', { level: style.level }).run();
    else chain.setNode('paragraph').run();
  };

  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={translate('resources.news.textStyle')}
      value={current}
      onChange={choose}
      disabled={!editor?.isEditable}
      sx={{ minWidth: 150 }}
    >
      {STYLES.map((style) => (
        <MenuItem key={style.id} value={style.id}>
          {translate(style.label, { _: style.fallback })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The news editor's toolbar: ra-input-rich-text's buttons with the labelled text-style select, less
 * the colour and alignment buttons, whose style attributes the API's sanitiser drops.
 */
export function NewsEditorToolbar() {
  return (
    <RichTextInputToolbar>
      <TextStyleSelect />
      <FormatButtons />
      <ListButtons />
      <LinkButtons />
      <ImageButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}
