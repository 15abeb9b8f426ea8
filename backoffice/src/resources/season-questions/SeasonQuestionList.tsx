import { Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import type { AdminSeasonQuestion } from '@predictor/contracts/types';
import { ConfirmDeleteButton } from '../../lib/DeleteButtons';
import { ListActions } from '../../lib/ListActions';
import { DATE_LOCALE } from '../../lib/locale';
import { ResponsiveListBody } from '../../lib/responsive';
import { useOrderedSeasons } from '../../lib/seasons';
import { seasonQuestionExporter } from './exporter';

function SeasonFilterInput(props: { source: string; alwaysOn?: boolean }) {
  const { seasons, isPending } = useOrderedSeasons();
  return <SelectInput {...props} choices={seasons} isPending={isPending} />;
}
const filters = [<SeasonFilterInput key="seasonId" source="seasonId" alwaysOn />];

function AnsweredChip({ record }: { record: AdminSeasonQuestion }) {
  const translate = useTranslate();
  return record.answerTeamIds ? (
    <Chip size="small" color="success" label={translate('resources.season-questions.answered')} />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      label={translate('resources.season-questions.unanswered')}
    />
  );
}

/** Below 600 px: the question; its season and points; answered or not. */
function SeasonQuestionSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminSeasonQuestion>
      rowClick="edit"
      primaryText={(q) => q.text}
      secondaryText={(q) => `${q.season.name} · ${q.points} pts × ${q.picks}`}
      tertiaryText={(q) =>
        translate(`resources.season-questions.${q.answerTeamIds ? 'answered' : 'unanswered'}`)
      }
    />
  );
}

export function SeasonQuestionList() {
  return (
    <List
      actions={<ListActions />}
      filters={filters}
      sort={{ field: 'deadline', order: 'ASC' }}
      empty={<CreateButton variant="contained" />}
      exporter={seasonQuestionExporter}
    >
      <ResponsiveListBody small={<SeasonQuestionSimpleList />}>
        <DataTable rowClick="edit">
          <DataTable.Col source="text" />
          <DataTable.Col source="season" render={(q: AdminSeasonQuestion) => q.season.name} />
          <DataTable.Col source="deadline">
            <DateField locales={DATE_LOCALE} source="deadline" showTime />
          </DataTable.Col>
          <DataTable.Col source="points" />
          <DataTable.Col source="picks" />
          <DataTable.Col source="answerCount" />
          <DataTable.Col source="answerTeamIds">
            <FunctionField<AdminSeasonQuestion> render={(q) => <AnsweredChip record={q} />} />
          </DataTable.Col>
          <DataTable.Col>
            <EditButton />
            <ConfirmDeleteButton failed="resources.season-questions.deleteFailed" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveListBody>
    </List>
  );
}
