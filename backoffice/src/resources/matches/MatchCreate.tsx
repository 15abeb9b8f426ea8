import { useRef } from 'react';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useFailureNotify } from '../../lib/errors';
import { schemaResolver } from '../../lib/schemaResolver';
import { matchCreateFormSchema } from './matchForms';
import { MatchCreateInputs, type GroupSeasons } from './MatchInputs';

/**
 * Add New Match (/matches/create?source={"season":id}, linked from the list with its season
 * filter). Pessimistic: the server's field errors land beside their inputs, its message in a
 * red notification ("Failed to create match" without one).
 */
export function MatchCreate() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const groupSeasons = useRef<GroupSeasons>(new Map()).current;
  return (
    <Create
      title={translate('resources.matches.createTitle')}
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyFailure(translate('resources.matches.createFailed')) }}
    >
      <SimpleForm
        resolver={schemaResolver(matchCreateFormSchema((id) => groupSeasons.get(id)))}
        sx={{ maxWidth: 720 }}
      >
        <MatchCreateInputs groupSeasons={groupSeasons} />
      </SimpleForm>
    </Create>
  );
}
