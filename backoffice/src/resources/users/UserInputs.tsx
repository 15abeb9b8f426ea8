import { BooleanInput, email, required, TextInput } from 'react-admin';

/**
 * The edit form's fields (admin spec §5 "Edit user"): e-mail and team name required, names and the
 * active flag optional. The server checks the same and answers a taken e-mail or team name (409)
 * beside its field.
 */
export function UserInputs() {
  return (
    <>
      <TextInput
        source="email"
        type="email"
        validate={[
          required('resources.users.edit.emailRequired'),
          email('resources.users.edit.invalidEmail'),
        ]}
      />
      <TextInput source="teamName" validate={required('resources.users.edit.teamNameRequired')} />
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <BooleanInput source="isActive" />
    </>
  );
}
