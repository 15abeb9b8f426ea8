import { createSeasonQuestionSchema } from '@predictor/contracts/schemas';
import { ResourceCreate, ResourceForm } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { SeasonQuestionInputs } from './SeasonQuestionInputs';

export function SeasonQuestionCreate() {
  return (
    <ResourceCreate failureMessage="resources.season-questions.createFailed">
      <ResourceForm resolver={schemaResolver(createSeasonQuestionSchema)}>
        <SeasonQuestionInputs create />
      </ResourceForm>
    </ResourceCreate>
  );
}
