import {
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { adminUserUpdateSchema } from '@predictor/contracts/schemas';
import type { AdminUser, AdminUserUpdateInput } from '@predictor/contracts/types';
import { useFailureNotify } from '../../lib/errors';
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

/** Save only: users cannot be deleted. */
function UserEditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Pessimistic, so the server's field errors (a taken e-mail or team name) land beside their inputs. */
export function UserEdit() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={toUserUpdate}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      mutationOptions={{ onError: notifyFailure(translate('resources.users.edit.failed')) }}
    >
      <SimpleForm
        toolbar={<UserEditToolbar />}
        resolver={schemaResolver(adminUserUpdateSchema)}
        sx={{ maxWidth: 640 }}
      >
        <UserInputs />
      </SimpleForm>
    </Edit>
  );
}
