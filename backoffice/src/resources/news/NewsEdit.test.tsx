import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../i18n';
import { NewsEdit } from './NewsEdit';
import { LayoutFrame } from '../../test/screens';

afterEach(cleanup);

const post = {
  id: 5,
  title: 'Derby day',
  slug: 'derby-day',
  status: 'draft',
  content: '<p>Reds win</p>',
  publishDate: '2026-11-23T10:00:00.000Z',
  headerImage: '/uploads/head.png',
  author: null,
};

function renderEdit(dataProvider: Record<string, unknown>, id = '5') {
  return render(
    <MemoryRouter initialEntries={[`/news/edit/${id}`]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
      >
        <ResourceDefinitionContextProvider
          definitions={{ news: { name: 'news', hasList: true, hasEdit: true } }}
        >
          <ResourceContextProvider value="news">
            <LayoutFrame>
              <Routes>
                <Route path="/news/edit/:id" element={<NewsEdit />} />
              </Routes>
            </LayoutFrame>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('NewsEdit', () => {
  it('shows "News post not found" with a way back for an absent id', async () => {
    renderEdit(
      {
        getOne: async () => {
          throw { status: 404, body: { message: 'News post not found' } };
        },
      },
      '99999999',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('News post not found');
    expect(screen.getByRole('link', { name: 'Back to the news posts' }).getAttribute('href')).toBe(
      '/news',
    );
  });

  it('shows the stored header image and the form hint, and refuses a non-image file', async () => {
    const update = vi.fn();
    renderEdit({ getOne: async () => ({ data: post }), update });
    expect(await screen.findByDisplayValue('Derby day')).toBeTruthy();
    expect(screen.getByText('JPEG, PNG or WebP, up to 5MB')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/head.png');

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('Please select an image file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Please select an image file')).toBeTruthy());
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses an image over 5MB before any upload', async () => {
    renderEdit({ getOne: async () => ({ data: post }) });
    await screen.findByDisplayValue('Derby day');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Image must be less than 5MB')).toBeTruthy();
  });

  it("requires a title, in the contracts' words, beside the input", async () => {
    const update = vi.fn();
    renderEdit({ getOne: async () => ({ data: post }), update });
    const title = await screen.findByDisplayValue('Derby day');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Title/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a title over 200 characters', async () => {
    const update = vi.fn();
    renderEdit({ getOne: async () => ({ data: post }), update });
    const title = await screen.findByDisplayValue('Derby day');
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/200 characters/)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows "Failed to create or update news post" when the save fails without a message', async () => {
    const update = vi.fn(async () => {
      throw { status: 500, body: null };
    });
    renderEdit({ getOne: async () => ({ data: post }), update });
    const title = await screen.findByDisplayValue('Derby day');
    fireEvent.change(title, { target: { value: 'Derby day, updated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create or update news post')).toBeTruthy();
    expect(update).toHaveBeenCalled();
  });

  it("shows the server's message and its field error beside the input", async () => {
    // A refusal of the server's own, which the form's schema cannot foresee.
    const taken = 'A post with this title already exists';
    const update = vi.fn(async () => {
      throw { status: 409, message: taken, body: { message: taken, errors: { title: taken } } };
    });
    renderEdit({ getOne: async () => ({ data: post }), update });
    const title = await screen.findByDisplayValue('Derby day');
    fireEvent.change(title, { target: { value: 'Derby day, again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(taken).length).toBe(2));
  });
});
