import { CreateDialog, EditDialog } from '../../lib/FormDialog';
import { schemaResolver } from '../../lib/schemaResolver';
import { trophyFormSchema } from './trophyForm';
import { TrophyInputs } from './TrophyInputs';

/** Create a trophy in a modal (route /trophies/create). */
export function TrophyCreateDialog({ onClose }: { onClose: () => void }) {
  return (
    <CreateDialog
      resource="trophies"
      title="resources.trophies.createTitle"
      failureMessage="resources.trophies.saveFailed"
      onClose={onClose}
      resolver={schemaResolver(trophyFormSchema)}
    >
      <TrophyInputs />
    </CreateDialog>
  );
}

/** Edit a trophy in a modal (route /trophies/{id}). */
export function TrophyEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <EditDialog
      resource="trophies"
      id={id}
      title="resources.trophies.editTitle"
      failureMessage="resources.trophies.saveFailed"
      onClose={onClose}
      resolver={schemaResolver(trophyFormSchema)}
    >
      <TrophyInputs />
    </EditDialog>
  );
}
