import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ResourceCreate, ResourceForm } from '../../lib/ResourceForms';
import { schemaResolver } from '../../lib/schemaResolver';
import { matchCreateFormSchema } from './matchForms';
import { MatchCreateInputs, type GroupSeasons } from './MatchInputs';

/**
 * Add New Match (/matches/create?source={"season":id}, linked from the list with its season
 * filter). Pessimistic: the server's field errors land beside their inputs, its message in the
 * red banner ("Failed to create match" without one).
 */
export function MatchCreate() {
  const translate = useTranslate();
  const groupSeasons = useRef<GroupSeasons>(new Map()).current;
  return (
    <ResourceCreate
      title={translate('resources.matches.createTitle')}
      failureMessage="resources.matches.createFailed"
    >
      <ResourceForm
        resolver={schemaResolver(matchCreateFormSchema((id) => groupSeasons.get(id)))}
        sx={{ maxWidth: 720 }}
      >
        <MatchCreateInputs groupSeasons={groupSeasons} />
      </ResourceForm>
    </ResourceCreate>
  );
}
