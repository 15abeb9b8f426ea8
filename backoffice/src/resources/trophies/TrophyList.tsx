import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { Box, Typography } from '@mui/material';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  LinkBase,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BulkDelete, ConfirmDeleteButton } from '../../lib/DeleteButtons';
import type { AdminTrophy } from '@predictor/contracts/types';
import { useFailureNotify } from '../../lib/errors';
import { trophyExporter } from './exporter';
import { TrophyCreateDialog, TrophyEditDialog } from './TrophyDialogs';
import { TrophyStatus, TrophyThumbnail, TrophyTypeLabel } from './TrophyFields';
import { TROPHY_TYPE_CHOICES } from './trophyTypes';
import { DATE_LOCALE } from '../../lib/locale';
import { ExportAllButton } from '../../lib/ExportAllButton';
import { ResponsiveListBody, WRAPPING_TOOLBAR_SX, formatCount } from '../../lib/responsive';
import { trophyTypeLabelKey } from './trophyTypes';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="trophyType" source="trophyType" choices={TROPHY_TYPE_CHOICES} />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

function TrophyEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.trophies.empty')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

/** Below 600 px: image, name; type and status; awards; a tap opens its edit dialog. */
function TrophySimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminTrophy>
      rowClick="edit"
      leftAvatar={() => <TrophyThumbnail />}
      primaryText={(trophy) => trophy.name}
      secondaryText={(trophy) =>
        `${translate(trophyTypeLabelKey(trophy.trophyType))} · ${translate(
          `resources.trophies.${trophy.isActive ? 'active' : 'inactive'}`,
        )}`
      }
      tertiaryText={(trophy) =>
        `${formatCount(trophy._count?.awards ?? 0)} ${translate('resources.trophies.fields.awardCount').toLowerCase()}`
      }
    />
  );
}

function ListActions() {
  return (
    <TopToolbar sx={WRAPPING_TOOLBAR_SX}>
      <Button component={LinkBase} label="resources.trophyAwards.title" to="/trophy-awards">
        <MilitaryTechIcon />
      </Button>
      <CreateButton />
      <ExportAllButton />
    </TopToolbar>
  );
}

/** The row's link to its awards page (/trophies/{id}/awards). */
function AwardsButton() {
  const record = useRecordContext<AdminTrophy>();
  if (!record) return null;
  return (
    <Button
      component={LinkBase}
      label="resources.trophies.viewAwards"
      to={`/trophies/${record.id}/awards`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      <MilitaryTechIcon />
    </Button>
  );
}

function DeleteTrophyButton() {
  const record = useRecordContext<AdminTrophy>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <ConfirmDeleteButton
      failed="resources.trophies.deleteFailed"
      confirmTitle="resources.trophies.deleteTitle"
      confirmContent={translate('resources.trophies.deleteContent', { name: record.name })}
    />
  );
}

function BulkActions() {
  return <BulkDelete failed="resources.trophies.deleteFailed" />;
}

/**
 * Trophy Management: the list, with create (/trophies/create) and edit (/trophies/{id}) in modals
 * over it. The resource's create and edit routes render this same screen.
 */
export function TrophyList() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const creating = !!matchPath('/trophies/create', pathname);
  const editing = creating ? null : matchPath('/trophies/:id', pathname);
  const close = () => navigate('/trophies');
  return (
    <>
      <List
        resource="trophies"
        title={translate('resources.trophies.title')}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={trophyExporter}
        actions={<ListActions />}
        empty={<TrophyEmpty />}
        queryOptions={{ onError: notifyFailure(translate('resources.trophies.loadFailed')) }}
      >
        <ResponsiveListBody small={<TrophySimpleList />}>
          <DataTable rowClick="edit" bulkActionButtons={<BulkActions />}>
            <DataTable.Col source="imageUrl" disableSort>
              <TrophyThumbnail />
            </DataTable.Col>
            <DataTable.Col source="name" />
            <DataTable.Col
              source="description"
              disableSort
              sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}
            />
            <DataTable.Col source="trophyType">
              <TrophyTypeLabel />
            </DataTable.Col>
            <DataTable.Col source="isActive">
              <TrophyStatus />
            </DataTable.Col>
            <DataTable.NumberCol
              source="_count.awards"
              label="resources.trophies.fields.awardCount"
              disableSort
            />
            <DataTable.Col source="createdAt">
              <DateField locales={DATE_LOCALE} source="createdAt" />
            </DataTable.Col>
            <DataTable.Col label="resources.trophyAwards.actions">
              <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.5 }}>
                <AwardsButton />
                <EditButton />
                <DeleteTrophyButton />
              </Box>
            </DataTable.Col>
          </DataTable>
        </ResponsiveListBody>
      </List>
      {creating && <TrophyCreateDialog onClose={close} />}
      {editing?.params.id && <TrophyEditDialog id={editing.params.id} onClose={close} />}
    </>
  );
}
