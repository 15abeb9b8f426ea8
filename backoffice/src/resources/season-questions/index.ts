import { lazy } from 'react';
import QuizIcon from '@mui/icons-material/Quiz';
import type { RaRecord } from 'react-admin';

/** Season questions (season predictions): bonus questions per season, their answers scored into the season table. */
export default {
  list: lazy(() => import('./SeasonQuestionList').then((m) => ({ default: m.SeasonQuestionList }))),
  edit: lazy(() => import('./SeasonQuestionEdit').then((m) => ({ default: m.SeasonQuestionEdit }))),
  create: lazy(() =>
    import('./SeasonQuestionCreate').then((m) => ({ default: m.SeasonQuestionCreate })),
  ),
  icon: QuizIcon,
  recordRepresentation: (record: RaRecord) => String(record.text),
};
