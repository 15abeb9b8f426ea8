import { BooleanInput, TextInput } from 'react-admin';

/**
 * The edit form's fields (admin spec §5 "Edit user"): e-mail and team name required, names and the
 * active flag optional, checked by the contracts' adminUserUpdateSchema. The server answers a taken
 * e-mail or team name (409) beside its field.
 */
export function UserInputs() {
  return (
    <>
      <TextInput source="email" type="email" isRequired />
      <TextInput source="teamName" isRequired />
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <BooleanInput source="isActive" />
    </>
  );
}
