import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  List,
  NullableBooleanInput,
  SearchInput,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../lib/DeleteButtons';
import { DATE_LOCALE } from '../../lib/locale';
import { ListActions } from '../../lib/ListActions';
import { competitionExporter } from './exporter';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

function CompetitionEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.competitions.empty')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

export function CompetitionList() {
  return (
    <List
      actions={<ListActions />}
      exporter={competitionExporter}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<CompetitionEmpty />}
    >
      <DataTable rowClick="edit">
        <DataTable.Col source="name" />
        <DataTable.Col source="countryCode" />
        <DataTable.Col source="tier" />
        <DataTable.Col source="isActive">
          <BooleanField source="isActive" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField locales={DATE_LOCALE} source="createdAt" />
        </DataTable.Col>
        <DataTable.Col>
          <EditButton />
          <ConfirmDeleteButton failed="resources.competitions.deleteFailed" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
