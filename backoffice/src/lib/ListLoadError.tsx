import { useListContext, useTranslate } from 'react-admin';
import { LoadErrorAlert } from './LoadErrorAlert';

/**
 * A list's error state: the spec's load-failure text ("Failed to load seasons") as the title, the
 * server's message under it when it sent one, and a Retry. Pass as `<List error={...}>`, with
 * `queryOptions={SILENT_LOAD_ERROR}` so react-admin does not also raise its own notification.
 */
export function ListLoadError({ title }: { title: string }) {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <LoadErrorAlert
      title={title}
      error={error}
      retryLabel={translate('ra.action.refresh')}
      onRetry={refetch}
      sx={{ m: 2 }}
    />
  );
}

/** List query options that leave the error to the list's own error state (ListLoadError). */
export const SILENT_LOAD_ERROR = { onError: () => undefined };
