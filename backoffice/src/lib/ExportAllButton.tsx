import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Button,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type DataProvider,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { MAX_PAGE } from '@predictor/contracts/constants';
import { failureMessage } from './errors';

/**
 * Every row of the filtered list, in its order, read page by page (react-admin's own Export stops
 * at its first 1,000 rows; a users list may hold 100k).
 */
export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  filter: object,
  sort: SortPayload,
  pageSize = MAX_PAGE,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, {
      filter,
      sort,
      pagination: { page, perPage: pageSize },
    });
    rows.push(...data);
    if (data.length < pageSize || (total != null && rows.length >= total)) return rows;
  }
}

/**
 * Export: the list's exporter over every filtered row, not only the first page of 1,000. Every
 * list's Export is this button; `failure` is the message key shown when a read fails.
 */
export function ExportAllButton({ failure = 'app.exportFailed' }: { failure?: string }) {
  const { filterValues, sort, resource, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    if (!exporter) return;
    setBusy(true);
    try {
      const rows = await fetchAllRows(dataProvider, resource, filterValues, sort);
      await exporter(rows, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch (error) {
      notify(failureMessage(error, failure), { type: 'error', autoHideDuration: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="ra.action.export"
      // react-admin names its phone-width icon button only while it is enabled.
      aria-label={translate('ra.action.export')}
      onClick={exportAll}
      disabled={busy || total === 0}
    >
      <DownloadIcon />
    </Button>
  );
}
