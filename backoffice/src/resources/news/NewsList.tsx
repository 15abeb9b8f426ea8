import { Alert, Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  CreateButton,
  DataTable,
  DateField,
  LinkBase,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useGetList,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BulkDelete, ConfirmDeleteButton } from '../../lib/DeleteButtons';
import { NEWS_ADMIN_LIST_LIMIT } from '@predictor/contracts/constants';
import { newsExcerpt } from '@predictor/contracts/rules';
import type { AdminNewsPost, NewsStatus } from '@predictor/contracts/types';
import { failureMessage } from '../../lib/errors';
import { newsMessages } from './messages';
import { newsEditPath } from './paths';
import { NewsViewButton } from './NewsViewButton';
import { authorName, isScheduled } from './text';
import { newsExporter } from './exporter';
import { DATE_LOCALE } from '../../lib/locale';
import { ExportAllButton } from '../../lib/ExportAllButton';
import { ResponsiveListBody, WRAPPING_TOOLBAR_SX } from '../../lib/responsive';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

type Tab = 'all' | NewsStatus;
const TABS: Tab[] = ['all', 'published', 'draft'];

/** All Posts (with the count of every post), Published, Drafts: each tab sets the status filter. */
function StatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { total } = useGetList('news', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  const current: Tab = (filterValues.status as NewsStatus | undefined) ?? 'all';
  const select = (tab: Tab) => {
    const rest = { ...filterValues };
    delete rest.status;
    setFilters(tab === 'all' ? rest : { ...rest, status: tab }, displayedFilters);
  };
  return (
    <Tabs
      value={current}
      onChange={(_, tab: Tab) => select(tab)}
      aria-label={translate('resources.news.fields.status')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={
            tab === 'all' && total !== undefined
              ? `${translate('resources.news.tabs.all')} (${total})`
              : translate(`resources.news.tabs.${tab}`)
          }
        />
      ))}
    </Tabs>
  );
}

function NewsEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const tab: Tab = (filterValues.status as NewsStatus | undefined) ?? 'all';
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.news.empty.${tab}`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

function NewsListError() {
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={<Button label="ra.action.refresh" onClick={() => refetch()} />}
    >
      {failureMessage(error, newsMessages.loadFailed)}
    </Alert>
  );
}

function TitleCell() {
  const post = useRecordContext<AdminNewsPost>();
  if (!post) return null;
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {post.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {newsExcerpt(post.content)}
      </Typography>
    </Box>
  );
}

function AuthorCell() {
  const translate = useTranslate();
  const post = useRecordContext<AdminNewsPost>();
  return <>{authorName(post?.author ?? null) ?? translate('resources.news.noAuthor')}</>;
}

function StatusCell() {
  const translate = useTranslate();
  const post = useRecordContext<AdminNewsPost>();
  if (!post) return null;
  return (
    <Chip
      size="small"
      label={translate(`resources.news.status.${post.status}`)}
      color={post.status === 'published' ? 'success' : 'default'}
      variant={post.status === 'published' ? 'filled' : 'outlined'}
    />
  );
}

function PublishDateCell() {
  const translate = useTranslate();
  const post = useRecordContext<AdminNewsPost>();
  if (!post) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
      <DateField
        locales={DATE_LOCALE}
        source="publishDate"
        showTime
        options={{ dateStyle: 'medium', timeStyle: 'short' }}
      />
      {isScheduled(post.publishDate) && (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={translate('resources.news.scheduled')}
        />
      )}
    </Stack>
  );
}

const stop = (event: React.MouseEvent) => event.stopPropagation();

function RowActions() {
  const post = useRecordContext<AdminNewsPost>();
  const translate = useTranslate();
  if (!post) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Button label="ra.action.edit" component={LinkBase} to={newsEditPath(post.id)} onClick={stop}>
        <EditIcon />
      </Button>
      <NewsViewButton />
      <ConfirmDeleteButton
        failed="resources.news.deleteFailed"
        confirmTitle={translate('resources.news.deleteTitle')}
        confirmContent={translate('resources.news.deleteContent', { title: post.title })}
      />
    </Stack>
  );
}

function BulkActions() {
  return <BulkDelete failed="resources.news.deleteFailed" />;
}

function ListActions() {
  return (
    <TopToolbar sx={WRAPPING_TOOLBAR_SX}>
      <CreateButton />
      <ExportAllButton />
    </TopToolbar>
  );
}

/** Below 600 px: title; author; status and publish date; a tap opens the post's edit page. */
function NewsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminNewsPost>
      rowClick={(id) => newsEditPath(id)}
      empty={<NewsEmpty />}
      primaryText={(post) => post.title}
      secondaryText={<AuthorCell />}
      tertiaryText={(post) => translate(`resources.news.status.${post.status}`)}
    />
  );
}

/** /admin/news: Manage News Posts. */
export function NewsList() {
  return (
    <List
      title="resources.news.title"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'publishDate', order: 'DESC' }}
      perPage={NEWS_ADMIN_LIST_LIMIT}
      exporter={newsExporter}
      empty={false}
      error={<NewsListError />}
      queryOptions={{ onError: () => undefined }}
    >
      <StatusTabs />
      <ResponsiveListBody small={<NewsSimpleList />}>
        <DataTable
          rowClick={(id) => newsEditPath(id)}
          bulkActionButtons={<BulkActions />}
          empty={<NewsEmpty />}
        >
          <DataTable.Col source="title">
            <TitleCell />
          </DataTable.Col>
          <DataTable.Col source="author" disableSort>
            <AuthorCell />
          </DataTable.Col>
          <DataTable.Col source="status">
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col source="publishDate">
            <PublishDateCell />
          </DataTable.Col>
          <DataTable.Col label="" align="right">
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </ResponsiveListBody>
    </List>
  );
}
