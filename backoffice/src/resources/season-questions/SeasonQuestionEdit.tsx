import { seasonQuestionSchema } from '@predictor/contracts/schemas';
import { ResourceEdit } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { SeasonQuestionInputs } from './SeasonQuestionInputs';
import { SetAnswerButton } from './SetAnswerButton';

/** Pessimistic: new points re-score at once and the server refuses some changes (picks once answered). */
export function SeasonQuestionEdit() {
  return (
    <ResourceEdit
      failureMessage="resources.season-questions.updateFailed"
      deleteFailed="resources.season-questions.deleteFailed"
      resolver={schemaResolver(seasonQuestionSchema)}
      mutationMode="pessimistic"
    >
      <SeasonQuestionInputs />
      <SetAnswerButton />
    </ResourceEdit>
  );
}
