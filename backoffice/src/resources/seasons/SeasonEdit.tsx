import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { useFailureNotify } from '../../lib/errors';
import { SeasonInputs } from './SeasonInputs';

function EditToolbar() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Toolbar>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{ onError: notifyFailure(translate('resources.seasons.deleteFailed')) }}
      />
    </Toolbar>
  );
}

/** Pessimistic, so the server's field errors land beside their inputs. */
export function SeasonEdit() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onError: notifyFailure(translate('resources.seasons.updateFailed')) }}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <SeasonInputs />
      </SimpleForm>
    </Edit>
  );
}
