import EditIcon from '@mui/icons-material/Edit';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Alert, Box, Typography } from '@mui/material';
import {
  BulkUpdateButton,
  Button,
  DataTable,
  DateField,
  List,
  SearchInput,
  type SearchInputProps,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ROLES } from '@predictor/contracts/constants';
import type { AdminUser } from '@predictor/contracts/types';
import { useFailureNotify } from '../../lib/errors';
import { ExportAllButton } from '../../lib/ExportAllButton';
import { exportUsers } from './exporter';
import { PasswordButton } from './PasswordButton';
import { RoleButton } from './RoleButton';
import { RowAction } from './RowAction';
import { DEFAULT_USER_SORT } from './sort';
import { StatusButton } from './StatusButton';
import { UsersCounter } from './UsersCounter';
import { LastLogin, RoleChip, StatusChip, UserCell } from './UserCells';
import { DATE_LOCALE } from '../../lib/locale';
import { ResponsiveListBody, WRAPPING_TOOLBAR_SX, formatCount } from '../../lib/responsive';

const roleChoices = ROLES.map((role) => ({ id: role, name: `resources.users.roles.${role}` }));
const statusChoices = ['active', 'inactive'].map((status) => ({
  id: status,
  name: `resources.users.statuses.${status}`,
}));

/** The search box, its placeholder saying what it searches. */
function SearchBox(props: SearchInputProps) {
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      placeholder={translate('resources.users.searchPlaceholder')}
      sx={{ width: { xs: '100%', sm: 250 } }}
    />
  );
}

/** Search (e-mail, team name, full name), role and status, all on the server. */
const filters = [
  <SearchBox key="q" source="q" alwaysOn />,
  <SelectInput
    key="role"
    source="role"
    choices={roleChoices}
    alwaysOn
    sx={{ minWidth: 120, width: 120 }}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    alwaysOn
    sx={{ minWidth: 120, width: 120 }}
  />,
];

/** Back to no filter and the default order (joined, newest first). */
function ClearFiltersButton() {
  const { filterValues, sort, setFilters, setSort } = useListContext();
  const translate = useTranslate();
  const pristine =
    Object.keys(filterValues).length === 0 &&
    sort.field === DEFAULT_USER_SORT.field &&
    sort.order === DEFAULT_USER_SORT.order;
  return (
    <Button
      label="resources.users.clearFilters"
      // react-admin names its phone-width icon button only while it is enabled.
      aria-label={translate('resources.users.clearFilters')}
      disabled={pristine}
      onClick={() => {
        setFilters({}, {});
        setSort(DEFAULT_USER_SORT);
      }}
    >
      <FilterAltOffIcon />
    </Button>
  );
}

function UserListActions() {
  return (
    <TopToolbar sx={{ ...WRAPPING_TOOLBAR_SX, gap: 1 }}>
      <UsersCounter />
      <ClearFiltersButton />
      <ExportAllButton failure="resources.users.exportFailed" />
    </TopToolbar>
  );
}

function Message({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate(text)}
      </Typography>
    </Box>
  );
}

/** The list failed to load: the spec's text, and the server's message when it sent one. */
function UsersLoadError() {
  const translate = useTranslate();
  const { error } = useListContext();
  const message = (error as { body?: { message?: string } } | null)?.body?.message;
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate('resources.users.loadFailed')}
      {message ? `: ${message}` : ''}
    </Alert>
  );
}

function EditAction() {
  const record = useRecordContext<AdminUser>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <RowAction
      label="ra.action.edit"
      icon={<EditIcon />}
      to={createPath({ resource: 'users', type: 'edit', id: record.id })}
    />
  );
}

/** Select users, then activate or deactivate them all (one PUT each; the server refuses one's own account). */
function UserBulkActions() {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const onError = notifyFailure(translate('resources.users.edit.failed'));
  return (
    <>
      <BulkUpdateButton
        label="resources.users.actions.activate"
        data={{ isActive: true }}
        mutationMode="pessimistic"
        confirmTitle="resources.users.bulk.activateTitle"
        confirmContent="resources.users.bulk.content"
        mutationOptions={{ onError }}
      />
      <BulkUpdateButton
        label="resources.users.actions.deactivate"
        data={{ isActive: false }}
        mutationMode="pessimistic"
        confirmTitle="resources.users.bulk.deactivateTitle"
        confirmContent="resources.users.bulk.content"
        mutationOptions={{ onError }}
      />
    </>
  );
}

/**
 * Below 600 px: one line per user (team name; full name and e-mail; role and status), a tap
 * opens their edit page, which has the password, role and status actions too.
 */
function UserSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminUser>
      rowClick="edit"
      empty={<Message text="resources.users.noMatch" />}
      primaryText={(user) => user.teamName}
      secondaryText={(user) =>
        [[user.firstName, user.lastName].filter(Boolean).join(' '), user.email]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(user) =>
        `${translate(`resources.users.roles.${user.role}`)} · ${translate(
          `resources.users.statuses.${user.isActive ? 'active' : 'inactive'}`,
        )} · ${formatCount(user._count.predictions)} ${translate(
          'resources.users.fields.predictions',
        ).toLowerCase()}`
      }
      sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
    />
  );
}

/** Manage Users (admin spec §2): server-side search, filters, sorting and paging, fast at 100k users. */
export function UserList() {
  return (
    <List
      title="resources.users.title"
      filters={filters}
      sort={DEFAULT_USER_SORT}
      perPage={25}
      actions={<UserListActions />}
      exporter={exportUsers}
      empty={<Message text="resources.users.empty" />}
      error={<UsersLoadError />}
      queryOptions={{ onError: () => undefined }}
    >
      <ResponsiveListBody small={<UserSimpleList />}>
        <DataTable
          rowClick={false}
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
          bulkActionButtons={<UserBulkActions />}
          empty={<Message text="resources.users.noMatch" />}
        >
          <DataTable.Col
            source="name"
            cellSx={() => ({ minWidth: 160 })}
            render={(user: AdminUser) => <UserCell user={user} />}
          />
          <DataTable.Col source="teamName" />
          <DataTable.Col
            source="favouriteTeam"
            render={(user: AdminUser) => user.favouriteTeam?.name ?? '—'}
          />
          <DataTable.Col
            source="predictions"
            align="right"
            sortByOrder="DESC"
            render={(user: AdminUser) => formatCount(user._count.predictions)}
          />
          <DataTable.Col
            source="role"
            disableSort
            render={(user: AdminUser) => <RoleChip user={user} />}
          />
          <DataTable.Col
            source="status"
            disableSort
            render={(user: AdminUser) => <StatusChip user={user} />}
          />
          <DataTable.Col
            source="lastLogin"
            sortByOrder="DESC"
            render={(user: AdminUser) => <LastLogin user={user} />}
          />
          <DataTable.Col source="createdAt" sortByOrder="DESC">
            <DateField locales={DATE_LOCALE} source="createdAt" />
          </DataTable.Col>
          <DataTable.Col
            label="resources.users.actions.label"
            cellSx={() => ({ whiteSpace: 'nowrap', py: 0 })}
          >
            <EditAction />
            <PasswordButton />
            <RoleButton />
            <StatusButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveListBody>
    </List>
  );
}
