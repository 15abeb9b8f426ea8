import {
  Box,
  Chip,
  CircularProgress,
  FormHelperText,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { USER_SEARCH_MIN_LENGTH } from '@predictor/contracts/constants';
import { shouldSearch, useUserSearch, type UserSearch } from '../../../lib/useUserSearch';
import type { AwardableUser } from '../dataProvider';
import { addUser } from './awardRules';

/** Searching, the search's failure, or no player found. */
function SearchStatus({ text, search }: { text: string; search: UserSearch }) {
  const translate = useTranslate();
  if (search.loading) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">{translate('resources.trophyAwards.searching')}</Typography>
      </Box>
    );
  }
  if (search.failed) {
    return (
      <FormHelperText error>{translate('resources.trophyAwards.searchFailed')}</FormHelperText>
    );
  }
  if (shouldSearch(text) && search.users.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.trophyAwards.noUsersFound')}
      </Typography>
    );
  }
  return null;
}

/**
 * The players to award: a search (from 2 characters, at most 10 results) whose results add a
 * player once, and the chosen players as chips that remove them. The text and the choice belong to
 * the dialog, so they outlast "award to all" being ticked and unticked.
 */
export function UserPicker({
  id,
  text,
  onText,
  chosen,
  onChosen,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  chosen: AwardableUser[];
  onChosen: (change: (list: AwardableUser[]) => AwardableUser[]) => void;
}) {
  const translate = useTranslate();
  const search = useUserSearch(text);
  const chosenIds = new Set(chosen.map((u) => u.id));
  return (
    <Box>
      <TextField
        fullWidth
        type="search"
        label={translate('resources.trophyAwards.searchUsers')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        helperText={translate('resources.trophyAwards.searchHint', { min: USER_SEARCH_MIN_LENGTH })}
        slotProps={{ htmlInput: { 'aria-controls': `${id}-results` } }}
      />
      <SearchStatus text={text} search={search} />
      {search.users.length > 0 && (
        <List
          id={`${id}-results`}
          dense
          aria-label={translate('resources.trophyAwards.searchUsers')}
          sx={{
            maxHeight: 240,
            overflow: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            mt: 1,
          }}
        >
          {search.users.map((user) => (
            <ListItemButton
              key={user.id}
              disabled={chosenIds.has(user.id)}
              onClick={() => onChosen((list) => addUser(list, user))}
            >
              <ListItemText primary={user.teamName} />
            </ListItemButton>
          ))}
        </List>
      )}
      {chosen.length > 0 && (
        <Box
          role="group"
          aria-label={translate('resources.trophyAwards.selectedUsers')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
        >
          {chosen.map((user) => (
            <Chip
              key={user.id}
              label={user.teamName}
              onDelete={() => onChosen((list) => list.filter((u) => u.id !== user.id))}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
