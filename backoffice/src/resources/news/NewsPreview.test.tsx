import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import type { AdminNewsPost } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { NewsPreview } from './NewsPreview';
import { NewsViewButton } from './NewsViewButton';

afterEach(cleanup);

const post = (fields: Partial<AdminNewsPost>): AdminNewsPost => ({
  id: 7,
  title: 'Transfer window',
  slug: 'transfer-window',
  status: 'draft',
  content:
    '<h2>Deals</h2><p onclick="alert(1)">Signed <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>',
  publishDate: '2026-08-10T09:00:00.000Z',
  headerImage: '/uploads/news/window.png',
  createdAt: '2026-08-01T09:00:00.000Z',
  updatedAt: '2026-08-01T09:00:00.000Z',
  author: { firstName: 'Ada', lastName: 'Lovelace', teamName: 'AL FC' },
  ...fields,
});

function renderView(record: AdminNewsPost) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={record}>
          <NewsViewButton />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'View' });
}

function renderPreview(record: AdminNewsPost | Error) {
  const getOne = vi.fn(async () => {
    if (record instanceof Error) throw record;
    return { data: record };
  });
  render(
    <MemoryRouter initialEntries={['/news/preview/7']}>
      <AdminContext
        dataProvider={{ getOne } as unknown as DataProvider}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path="/news/preview/:id" element={<NewsPreview />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return getOne;
}

describe('News View', () => {
  it('opens the admin preview for a draft, in the back office', () => {
    const view = renderView(post({ status: 'draft' }));
    expect(view.getAttribute('href')).toBe('/news/preview/7');
    expect(view.getAttribute('target')).toBeNull();
  });

  it('opens the admin preview for a published post whose date is still to come', () => {
    const view = renderView(post({ status: 'published', publishDate: '2999-01-01T00:00:00.000Z' }));
    expect(view.getAttribute('href')).toBe('/news/preview/7');
  });

  it('keeps opening the public page in a new tab for a live post', () => {
    const view = renderView(post({ status: 'published', publishDate: '2020-01-01T00:00:00.000Z' }));
    expect(view.getAttribute('href')).toBe('/news/transfer-window');
    expect(view.getAttribute('target')).toBe('_blank');
  });
});

describe('NewsPreview', () => {
  it('shows a draft as players will see it: header image, title, byline and date, sanitised body', async () => {
    const getOne = renderPreview(post({}));
    const article = await screen.findByRole('article');
    expect(getOne).toHaveBeenCalledWith('news', expect.objectContaining({ id: 7 }));
    expect(
      screen.getByText('Preview of a draft: players cannot see this post until it is published.'),
    ).toBeTruthy();
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Transfer window' }),
    ).toBeTruthy();
    expect(within(article).getByText(/By Ada Lovelace/)).toBeTruthy();
    expect(within(article).getByText('10 August 2026').getAttribute('datetime')).toBe(
      '2026-08-10T09:00:00.000Z',
    );
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/uploads/news/window.png');
    const body = screen.getByTestId('article-body');
    expect(within(body).getByRole('heading', { level: 2, name: 'Deals' })).toBeTruthy();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onclick]')).toBeNull();
    expect(within(body).getByText('here').getAttribute('href')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit post' }).getAttribute('href')).toBe(
      '/news/edit/7',
    );
  });

  it('says from when players will see a scheduled post', async () => {
    renderPreview(post({ status: 'published', publishDate: '2999-05-01T09:00:00.000Z' }));
    expect(
      await screen.findByText(
        'Preview of a scheduled post: players will see it from 1 May 2999, as shown below.',
      ),
    ).toBeTruthy();
  });

  it('says when the post does not exist', async () => {
    renderPreview(Object.assign(new Error('Not found'), { status: 404 }));
    expect(await screen.findByText('News post not found')).toBeTruthy();
  });
});
