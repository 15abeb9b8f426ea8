import { Alert, Box, Button as MuiButton } from '@mui/material';
import { Link } from 'react-router-dom';
import { Edit, useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from '../../lib/DeleteButtons';
import { ADMIN_CONTENT_MESSAGES } from '@predictor/contracts/admin';
import { failureMessage, useFormFailure } from '../../lib/errors';
import { ResourceForm } from '../../lib/ResourceForms';
import { useSavedThenList } from '../../lib/savedFeedback';
import { schemaResolver } from '../../lib/schemaResolver';
import { newsMessages } from './messages';
import { newsFormSchema } from './newsForm';
import { NewsInputs } from './NewsInputs';

/** An absent id answers 404: say so, with the way back, instead of react-admin's redirect. */
function NewsLoadError() {
  const translate = useTranslate();
  const { error } = useEditContext();
  const status = (error as { status?: number } | null)?.status;
  const message =
    status === 404
      ? ADMIN_CONTENT_MESSAGES.newsNotFound
      : failureMessage(error, newsMessages.loadFailed);
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <MuiButton component={Link} to="/news" variant="outlined">
        {translate('resources.news.backToList')}
      </MuiButton>
    </Box>
  );
}

function DeletePostButton() {
  const translate = useTranslate();
  return (
    <ConfirmDeleteButton
      failed="resources.news.deleteFailed"
      confirmTitle={translate('resources.news.deleteTitle')}
      confirmContent={<DeleteContent />}
    />
  );
}

function DeleteContent() {
  const translate = useTranslate();
  const { record } = useEditContext<RaRecord>();
  return <>{translate('resources.news.deleteContent', { title: record?.title ?? '' })}</>;
}

/**
 * /admin/news/edit/{id}. Pessimistic: a new header image goes with the post in one multipart write,
 * and the server's field errors (the image's) land beside their inputs.
 */
export function NewsEdit() {
  const formFailure = useFormFailure();
  const onSuccess = useSavedThenList('updated');
  return (
    <Edit
      mutationMode="pessimistic"
      error={<NewsLoadError />}
      queryOptions={{ onError: () => undefined }}
      mutationOptions={{ onSuccess, onError: formFailure(newsMessages.saveFailed) }}
    >
      <ResourceForm deleteButton={<DeletePostButton />} resolver={schemaResolver(newsFormSchema)}>
        <NewsInputs />
      </ResourceForm>
    </Edit>
  );
}
