import { Edit, ListButton, TopToolbar, useTranslate } from 'react-admin';
import { adminUserUpdateSchema } from '@predictor/contracts/schemas';
import type { AdminUser, AdminUserUpdateInput } from '@predictor/contracts/types';
import { useFormFailure } from '../../lib/errors';
import { ResourceForm } from '../../lib/ResourceForms';
import { useSavedThenList } from '../../lib/savedFeedback';
import { schemaResolver } from '../../lib/schemaResolver';
import { UserInputs } from './UserInputs';

/** Only what PUT /admin/users/{id} edits; the role, counts and dates have their own actions or none. */
export const toUserUpdate = (user: Partial<AdminUser>): Partial<AdminUserUpdateInput> => ({
  email: user.email,
  teamName: user.teamName,
  firstName: user.firstName,
  lastName: user.lastName,
  isActive: user.isActive,
});

/**
 * Save and Cancel only: users cannot be deleted. Pessimistic, so the server's field errors (a taken
 * e-mail or team name) land beside their inputs, and a deactivation is only shown once it is done.
 */
export function UserEdit() {
  const translate = useTranslate();
  const formFailure = useFormFailure();
  const onSuccess = useSavedThenList('updated');
  return (
    <Edit
      mutationMode="pessimistic"
      transform={toUserUpdate}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      mutationOptions={{
        onSuccess,
        onError: formFailure(translate('resources.users.edit.failed')),
      }}
    >
      <ResourceForm resolver={schemaResolver(adminUserUpdateSchema)} sx={{ maxWidth: 640 }}>
        <UserInputs />
      </ResourceForm>
    </Edit>
  );
}
