import { Create, SimpleForm } from 'react-admin';
import { useFailureNotify } from '../../lib/errors';
import { schemaResolver } from '../../lib/schemaResolver';
import { newsMessages } from './messages';
import { newsFormSchema } from './newsForm';
import { NewsInputs } from './NewsInputs';

/** /admin/news/create: a new post, drafted for now unless the admin publishes it. */
export function NewsCreate() {
  const notifyFailure = useFailureNotify();
  return (
    <Create
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(newsMessages.saveFailed) }}
    >
      <SimpleForm
        defaultValues={() => ({ status: 'draft', publishDate: new Date().toISOString() })}
        resolver={schemaResolver(newsFormSchema)}
      >
        <NewsInputs />
      </SimpleForm>
    </Create>
  );
}
