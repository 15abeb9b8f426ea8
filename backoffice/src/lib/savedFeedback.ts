import {
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
  type MutationMode,
  type RaRecord,
} from 'react-admin';

/**
 * How a success notification names a record: a news post by its title, a user by e-mail, a match
 * by its teams ('Leeds v Hull'), the others by name.
 */
export function recordName(record: Partial<RaRecord>): string {
  for (const field of ['title', 'email', 'name'] as const)
    if (typeof record[field] === 'string' && record[field]) return record[field];
  const home = record.homeTeam?.name;
  const away = record.awayTeam?.name;
  if (home && away) return `${home} v ${away}`;
  return `#${record.id}`;
}

export type SavedAction = 'created' | 'updated' | 'deleted';

/**
 * Notifies a success naming the record: "Team 'Walk Rovers' created" (the resource's singular
 * label, the record's name). An undoable change's notification carries react-admin's Undo.
 */
export function useNotifySaved(resourceFromProps?: string) {
  const notify = useNotify();
  const translate = useTranslate();
  const resource = useResourceContext({ resource: resourceFromProps });
  return (action: SavedAction, record: Partial<RaRecord>, mutationMode?: MutationMode) =>
    notify(`app.saved.${action}`, {
      type: 'success',
      messageArgs: {
        what: translate(`resources.${resource}.name`, { smart_count: 1 }),
        name: recordName(record),
      },
      undoable: mutationMode === 'undoable',
    });
}

/**
 * A create or edit form's `onSuccess`: the named notification, then back to the resource's list
 * (what react-admin does on its own, with the record's name in the message).
 */
export function useSavedThenList(
  action: Exclude<SavedAction, 'deleted'>,
  mutationMode: MutationMode = 'pessimistic',
  resourceFromProps?: string,
) {
  const resource = useResourceContext({ resource: resourceFromProps });
  const notifySaved = useNotifySaved(resource);
  const redirect = useRedirect();
  return (record: RaRecord) => {
    notifySaved(action, record, mutationMode);
    redirect('list', resource);
  };
}
