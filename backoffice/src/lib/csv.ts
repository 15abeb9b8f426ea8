import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { csvRecords, type CsvRecord } from '@predictor/contracts/csv';

/** Downloads rows as `<name>.csv`, written by the product's one CSV writer (formulas neutralised). */
export const downloadRows = (rows: CsvRecord[], name: string) =>
  downloadCSV(csvRecords(rows), name);

/**
 * A list's exporter: the records as CSV rows, downloaded as `<name>.csv`. Every `<List>` passes one,
 * as react-admin's default exporter writes formulas as they are.
 */
export const csvExporter =
  <T extends RaRecord>(toRows: (records: T[]) => CsvRecord[], name: string): Exporter<T> =>
  (records) =>
    downloadRows(toRows(records), name);
