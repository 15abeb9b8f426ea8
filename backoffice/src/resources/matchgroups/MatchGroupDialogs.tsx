import { CreateDialog, EditDialog } from '../../lib/FormDialog';
import { schemaResolver } from '../../lib/schemaResolver';
import { MatchGroupInputs, matchGroupCreateSchema, matchGroupEditSchema } from './MatchGroupInputs';

/** Create a match group in a modal (route /matchgroups/create), in the season chosen on the list. */
export function MatchGroupCreateDialog({
  seasonId,
  onClose,
}: {
  seasonId?: number;
  onClose: () => void;
}) {
  return (
    <CreateDialog
      resource="matchgroups"
      title="resources.matchgroups.createTitle"
      failureMessage="resources.matchgroups.createFailed"
      record={seasonId ? { seasonId } : undefined}
      onClose={onClose}
      resolver={schemaResolver(matchGroupCreateSchema)}
    >
      <MatchGroupInputs creating />
    </CreateDialog>
  );
}

/** Edit a match group in a modal (route /matchgroups/{id}). */
export function MatchGroupEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <EditDialog
      resource="matchgroups"
      id={id}
      title="resources.matchgroups.editTitle"
      failureMessage="resources.matchgroups.updateFailed"
      onClose={onClose}
      resolver={schemaResolver(matchGroupEditSchema)}
    >
      <MatchGroupInputs />
    </EditDialog>
  );
}
