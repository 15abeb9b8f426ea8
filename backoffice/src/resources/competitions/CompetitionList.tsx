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
  SimpleList,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../lib/DeleteButtons';
import { DATE_LOCALE } from '../../lib/locale';
import { ListActions } from '../../lib/ListActions';
import { ResponsiveListBody } from '../../lib/responsive';
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

type CompetitionRow = {
  id: number;
  name: string;
  countryCode: string;
  tier: number;
  isActive: boolean;
};

/** Below 600 px: name; country and tier; active or not; a tap opens the competition. */
function CompetitionSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<CompetitionRow>
      rowClick="edit"
      primaryText={(competition) => competition.name}
      secondaryText={(competition) =>
        `${competition.countryCode} · ${translate('resources.competitions.fields.tier')} ${competition.tier}`
      }
      tertiaryText={(competition) =>
        competition.isActive ? translate('resources.competitions.fields.isActive') : ''
      }
    />
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
      <ResponsiveListBody small={<CompetitionSimpleList />}>
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
      </ResponsiveListBody>
    </List>
  );
}
