import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { Box } from '@mui/material';
import { CompetitionInputs } from './CompetitionInputs';

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <DeleteWithConfirmButton />
    </Toolbar>
  );
}

/** Pessimistic, so the server's field errors land beside their inputs. */
export function CompetitionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<EditToolbar />}>
        <CompetitionInputs />
      </SimpleForm>
    </Edit>
  );
}
