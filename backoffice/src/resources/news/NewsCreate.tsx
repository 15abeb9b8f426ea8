import { ResourceCreate, ResourceForm } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { newsMessages } from './messages';
import { newsFormSchema } from './newsForm';
import { NewsInputs } from './NewsInputs';

/** /admin/news/create: a new post, drafted for now unless the admin publishes it. */
export function NewsCreate() {
  return (
    <ResourceCreate failureMessage={newsMessages.saveFailed}>
      <ResourceForm
        defaultValues={() => ({ status: 'draft', publishDate: new Date().toISOString() })}
        resolver={schemaResolver(newsFormSchema)}
      >
        <NewsInputs />
      </ResourceForm>
    </ResourceCreate>
  );
}
