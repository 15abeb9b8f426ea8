import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { i18nProvider } from '../../i18n';
import { newsCsvRows } from './exporter';
import { NewsList } from './NewsList';
import { LayoutFrame } from '../../test/screens';

afterEach(cleanup);

const author = { firstName: 'Ada', lastName: 'Lovelace', teamName: 'AL FC' };
const posts = [
  {
    id: 1,
    title: 'Derby day',
    slug: 'derby-day',
    status: 'published',
    content: '<h2>Big</h2><p>Reds &amp; <b>Blues</b></p>',
    publishDate: '2020-01-01T12:00:00.000Z',
    headerImage: null,
    author,
  },
  {
    id: 2,
    title: 'Coming soon',
    slug: 'coming-soon',
    status: 'draft',
    content: '<p>Later</p>',
    publishDate: '2999-01-01T12:00:00.000Z',
    headerImage: null,
    author: { firstName: null, lastName: null, teamName: 'Team Only' },
  },
];

function renderList(
  getList: (resource: string, params: GetListParams) => Promise<unknown>,
  more: Record<string, unknown> = {},
) {
  const dataProvider = { getList, ...more } as unknown as DataProvider;
  return render(
    <MemoryRouter initialEntries={['/news']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider
          definitions={{ news: { name: 'news', hasList: true, hasCreate: true, hasEdit: true } }}
        >
          <ResourceContextProvider value="news">
            <LayoutFrame>
              <NewsList />
            </LayoutFrame>
          </ResourceContextProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const byStatus = async (_: string, params: GetListParams) => {
  const rows = posts.filter((p) => !params.filter.status || p.status === params.filter.status);
  return { data: rows, total: rows.length };
};

describe('NewsList', () => {
  it('shows the title with a plain-text excerpt, the author, the status and Scheduled for a future date', async () => {
    renderList(byStatus);
    const row = (await screen.findByText('Derby day')).closest('tr')!;
    expect(within(row).getByText('Big Reds & Blues')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).queryByText('Scheduled')).toBeNull();
    const later = screen.getByText('Coming soon').closest('tr')!;
    expect(within(later).getByText('Team Only')).toBeTruthy();
    expect(within(later).getByText('Draft')).toBeTruthy();
    expect(within(later).getByText('Scheduled')).toBeTruthy();
  });

  it('counts all posts on the first tab and filters by status on the others', async () => {
    const getList = vi.fn(byStatus);
    renderList(getList);
    expect(await screen.findByRole('tab', { name: 'All Posts (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await waitFor(() => expect(screen.queryByText('Derby day')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'news',
      expect.objectContaining({ filter: { status: 'draft' } }),
    );
  });

  it('links Edit to /news/edit/{id} and View to the public post in a new tab', async () => {
    renderList(byStatus);
    const row = (await screen.findByText('Derby day')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/news/edit/1',
    );
    const view = within(row).getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/news/derby-day');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener');
  });

  it('asks before deleting', async () => {
    renderList(byStatus);
    const row = (await screen.findByText('Derby day')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete news post')).toBeTruthy();
    expect(within(dialog).getByText(/delete "Derby day"/)).toBeTruthy();
  });

  it('shows the empty state of the tab', async () => {
    renderList(async (_, params) =>
      params.filter.status ? { data: [], total: 0 } : byStatus(_, params),
    );
    await screen.findByText('Derby day');
    fireEvent.click(screen.getByRole('tab', { name: 'Published' }));
    expect(await screen.findByText('No published posts yet.')).toBeTruthy();
  });

  it('shows "Failed to load news posts" when the list fails without a message', async () => {
    renderList(async () => {
      throw { status: 500, body: null };
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load news posts');
  });

  it('bulk deletes the selected posts after confirmation', async () => {
    const deleteMany = vi.fn(async (_: string, { ids }: { ids: number[] }) => ({ data: ids }));
    renderList(byStatus, { deleteMany });
    const row = (await screen.findByText('Derby day')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    const toolbar = await screen.findByText(/1 item selected/);
    fireEvent.click(
      within(toolbar.parentElement!.parentElement!).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalled());
    expect(deleteMany.mock.calls[0][1]).toMatchObject({ ids: [1] });
  });

  it('exports plain text: excerpt and author name, no HTML', () => {
    const [row] = newsCsvRows([
      { ...posts[0], createdAt: 'c', updatedAt: 'u' } as Parameters<typeof newsCsvRows>[0][number],
    ]);
    expect(row).toMatchObject({
      id: 1,
      title: 'Derby day',
      author: 'Ada Lovelace',
      excerpt: 'Big Reds & Blues',
      status: 'published',
      headerImage: '',
    });
    expect(row).not.toHaveProperty('content');
  });

  it('shows "Failed to delete news post" when a delete fails without a message', async () => {
    const remove = vi.fn(async () => {
      throw { status: 500, body: null };
    });
    renderList(byStatus, { delete: remove });
    const row = (await screen.findByText('Derby day')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Failed to delete news post')).toBeTruthy();
  });
});
