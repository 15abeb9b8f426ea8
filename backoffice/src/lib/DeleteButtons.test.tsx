import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  DataTable,
  List,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../i18n';
import { BulkDelete } from './DeleteButtons';
import { LayoutFrame } from '../test/screens';

afterEach(cleanup);

const rows = [
  { id: 1, name: 'Leeds v Hull' },
  { id: 2, name: 'Stoke v Derby' },
  { id: 3, name: 'Bath v Bury' },
];

/** A matches list with the shared bulk Delete, as MatchList, TrophyList and the others use it. */
function renderList() {
  const deleteMany = vi.fn(async (_: string, { ids }: { ids: number[] }) => ({ data: ids }));
  const dataProvider = {
    getList: async () => ({ data: rows, total: rows.length }),
    deleteMany,
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/matches']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <LayoutFrame>
          <ResourceDefinitionContextProvider
            definitions={{ matches: { name: 'matches', hasList: true } }}
          >
            <ResourceContextProvider value="matches">
              <List>
                <DataTable
                  bulkActionButtons={<BulkDelete failed="resources.matches.deleteFailed" />}
                >
                  <DataTable.Col source="name" />
                </DataTable>
              </List>
            </ResourceContextProvider>
          </ResourceDefinitionContextProvider>
        </LayoutFrame>
      </AdminContext>
    </MemoryRouter>,
  );
  return { deleteMany };
}

/** Ticks the rows named, then clicks the bulk toolbar's Delete; answers the dialog. */
async function deleteRows(names: string[]) {
  for (const name of names)
    fireEvent.click(within((await screen.findByText(name)).closest('tr')!).getByRole('checkbox'));
  const toolbar = await screen.findByText(new RegExp(`${names.length} items? selected`));
  fireEvent.click(
    within(toolbar.parentElement!.parentElement!).getByRole('button', { name: 'Delete' }),
  );
  return screen.findByRole('dialog');
}

describe('bulk Delete', () => {
  it('asks first, naming the count and the resource; Cancel deletes nothing', async () => {
    const { deleteMany } = renderList();
    const dialog = await deleteRows(['Leeds v Hull', 'Stoke v Derby']);
    expect(within(dialog).getByText('Delete 2 matches')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to delete these 2 items?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteMany).not.toHaveBeenCalled();
  });

  it('deletes the selected records once confirmed, waiting for the server', async () => {
    const { deleteMany } = renderList();
    const dialog = await deleteRows(['Leeds v Hull', 'Bath v Bury']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany.mock.calls[0][1]).toMatchObject({ ids: [1, 3] });
    // Done, the notification says how many of what.
    expect(await screen.findByText('2 matches deleted')).toBeTruthy();
  });
});
