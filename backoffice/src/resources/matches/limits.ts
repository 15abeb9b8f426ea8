/** The most rows one list request may ask for (the API's page limit, as the exporter asks). */
export const MAX_EXPORT_ROWS = 1000;
