import { useRef } from 'react';
import { Edit, ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../lib/DeleteButtons';
import type { AdminMatch } from '@predictor/contracts/types';
import { useFormFailure } from '../../lib/errors';
import { ResourceForm } from '../../lib/ResourceForms';
import { useSavedThenList } from '../../lib/savedFeedback';
import { schemaResolver } from '../../lib/schemaResolver';
import { matchEditFormSchema } from './matchForms';
import { MatchEditInputs, type GroupSeasons } from './MatchInputs';
import { LatePredictionButton } from './late/LatePredictionButton';

function EditTitle() {
  const match = useRecordContext<AdminMatch>();
  const translate = useTranslate();
  if (!match) return null;
  return (
    <>
      {translate('resources.matches.editTitle', {
        home: match.homeTeam.name,
        away: match.awayTeam.name,
      })}
    </>
  );
}

export function DeleteMatchButton() {
  const match = useRecordContext<AdminMatch>();
  const translate = useTranslate();
  if (!match) return null;
  return (
    <ConfirmDeleteButton
      failed="resources.matches.deleteFailed"
      confirmTitle="resources.matches.deleteTitle"
      confirmContent={translate('resources.matches.deleteContent', {
        home: match.homeTeam.name,
        away: match.awayTeam.name,
      })}
    />
  );
}

function EditForm() {
  const match = useRecordContext<AdminMatch>();
  const groupSeasons = useRef<GroupSeasons>(new Map()).current;
  const seasonId = match?.seasonId;
  return (
    <ResourceForm
      deleteButton={<DeleteMatchButton />}
      resolver={schemaResolver(matchEditFormSchema(seasonId, (id) => groupSeasons.get(id)))}
      sx={{ maxWidth: 720 }}
    >
      <MatchEditInputs seasonId={seasonId} groupSeasons={groupSeasons} />
    </ResourceForm>
  );
}

/**
 * Edit a match (/matches/{id}): dates, group, status, venue, match week. Pessimistic: the server
 * checks the group against the season, and its refusal lands beside the group input.
 */
export function MatchEdit() {
  const translate = useTranslate();
  const formFailure = useFormFailure();
  const onSuccess = useSavedThenList('updated');
  return (
    <Edit
      title={<EditTitle />}
      actions={
        <TopToolbar>
          <LatePredictionButton />
          <ListButton />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess,
        onError: formFailure(translate('resources.matches.updateFailed')),
      }}
    >
      <EditForm />
    </Edit>
  );
}
