import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, SimpleForm } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { i18nProvider } from '../../i18n';
import { NewsEditorToolbar } from './TextStyleSelect';

afterEach(cleanup);

// The editor scrolls its selection into view after a command; jsdom has no layout to measure.
beforeAll(() => {
  const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects = noRects as unknown as () => DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects as unknown as () => DOMRectList;
});

function renderEditor(content: string) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <SimpleForm record={{ id: 1, content }} toolbar={false}>
        <RichTextInput source="content" toolbar={<NewsEditorToolbar />} />
      </SimpleForm>
    </AdminContext>,
  );
}

describe('NewsEditorToolbar', () => {
  it('offers the text styles in a labelled select that turns the paragraph into a heading', async () => {
    const { container } = renderEditor('<p>Derby day</p>');
    await waitFor(() => expect(container.querySelector('.ProseMirror p')).toBeTruthy());
    const select = screen.getByRole('combobox', { name: 'Text style' });
    expect(select.textContent).toBe('Normal');

    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Normal',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
    ]);
    fireEvent.click(options[2]);

    await waitFor(() =>
      expect(container.querySelector('.ProseMirror h2')?.textContent).toBe('Derby day'),
    );
    expect(screen.getByRole('combobox', { name: 'Text style' }).textContent).toBe('Heading 2');
  });

  it('has no list item outside a list, and no colour or alignment buttons (the API drops styles)', async () => {
    const { container } = renderEditor('<p>Derby day</p>');
    await screen.findByRole('combobox', { name: 'Text style' });
    expect(container.querySelectorAll('nav li')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /align/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /colou?r/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
  });
});
