import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Avatar, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminTrophy } from '@predictor/contracts/types';
import { trophyTypeLabelKey } from './trophyTypes';

/** The trophy's image as a small thumbnail, or the trophy icon when it has none. */
export function TrophyThumbnail() {
  const record = useRecordContext<AdminTrophy>();
  const translate = useTranslate();
  if (!record) return null;
  return record.imageUrl ? (
    <Avatar
      src={record.imageUrl}
      alt={record.name}
      variant="rounded"
      sx={{ bgcolor: 'transparent' }}
    />
  ) : (
    <Avatar
      variant="rounded"
      role="img"
      aria-label={translate('resources.trophies.noImage')}
      sx={{ bgcolor: 'action.selected', color: 'text.secondary' }}
    >
      <EmojiEventsIcon />
    </Avatar>
  );
}

/** The type's label from the spec ("1st Place Monthly"...). */
export function TrophyTypeLabel() {
  const record = useRecordContext<AdminTrophy>();
  const translate = useTranslate();
  return record ? <>{translate(trophyTypeLabelKey(record.trophyType))}</> : null;
}

/** Active / Inactive as a small chip. */
export function TrophyStatus() {
  const record = useRecordContext<AdminTrophy>();
  const translate = useTranslate();
  if (!record) return null;
  return record.isActive ? (
    <Chip size="small" color="success" label={translate('resources.trophies.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.trophies.inactive')} />
  );
}
