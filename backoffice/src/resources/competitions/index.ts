import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { RaRecord } from 'react-admin';
import { CompetitionCreate } from './CompetitionCreate';
import { CompetitionEdit } from './CompetitionEdit';
import { CompetitionList } from './CompetitionList';

export default {
  list: CompetitionList,
  edit: CompetitionEdit,
  create: CompetitionCreate,
  icon: EmojiEventsIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
