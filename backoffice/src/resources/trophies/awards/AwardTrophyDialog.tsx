import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { AWARD_REASON_MAX_LENGTH } from '@predictor/contracts/admin';
import { USER_SEARCH_MIN_LENGTH } from '@predictor/contracts/constants';
import type { AdminTrophy } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../../dataProvider';
import { useFailureNotify } from '../../../lib/errors';
import type { AwardableUser } from '../dataProvider';
import { shouldSearch, useUserSearch } from '../../../lib/useUserSearch';
import { addUser, awardProblem } from './awardRules';

/**
 * The Award Trophy modal: a trophy (preselected when given; only active ones can be chosen), then
 * players found by search (chips, no duplicates) or "award to all", and an optional reason.
 */
export function AwardTrophyDialog({
  trophies,
  initialTrophyId,
  onClose,
  onAwarded,
}: {
  trophies: AdminTrophy[];
  initialTrophyId: number | null;
  onClose: () => void;
  onAwarded: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const ids = useId();
  const [trophyId, setTrophyId] = useState<number | null>(initialTrophyId);
  const [awardToAll, setAwardToAll] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AwardableUser[]>([]);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const search = useUserSearch(awardToAll ? '' : text);

  const trophy = trophies.find((t) => t.id === trophyId) ?? null;
  const problem = awardProblem({ trophy, awardToAll, userIds: chosen.map((u) => u.id) });
  const chosenIds = new Set(chosen.map((u) => u.id));

  const submit = async () => {
    if (problem || !trophy) return;
    setSending(true);
    try {
      const { awarded } = awardToAll
        ? await dataProvider.awardTrophyToAll({ trophyId: trophy.id, reason })
        : await dataProvider.awardTrophy({
            trophyId: trophy.id,
            userIds: chosen.map((u) => u.id),
            reason,
          });
      notify('resources.trophyAwards.awarded', {
        type: 'success',
        messageArgs: { smart_count: awarded },
      });
      onAwarded();
    } catch (error) {
      notifyFailure(translate('resources.trophyAwards.awardFailed'))(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${ids}-title`}
    >
      <DialogTitle id={`${ids}-title`}>
        {translate('resources.trophyAwards.awardTitle')}
      </DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}
      >
        <TextField
          select
          required
          label={translate('resources.trophyAwards.trophy')}
          value={trophyId ?? ''}
          onChange={(event) => setTrophyId(event.target.value ? Number(event.target.value) : null)}
        >
          {trophies.map((t) => (
            <MenuItem key={t.id} value={t.id} disabled={!t.isActive}>
              {t.isActive
                ? t.name
                : `${t.name} (${translate('resources.trophyAwards.inactiveTrophy')})`}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={awardToAll}
              onChange={(event) => setAwardToAll(event.target.checked)}
            />
          }
          label={translate('resources.trophyAwards.awardToAll')}
        />
        {awardToAll ? (
          <Alert severity="info">{translate('resources.trophyAwards.awardToAllHint')}</Alert>
        ) : (
          <Box>
            <TextField
              fullWidth
              type="search"
              label={translate('resources.trophyAwards.searchUsers')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={translate('resources.trophyAwards.searchHint', {
                min: USER_SEARCH_MIN_LENGTH,
              })}
              slotProps={{ htmlInput: { 'aria-controls': `${ids}-results` } }}
            />
            {search.loading && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }} role="status">
                <CircularProgress size={16} />
                <Typography variant="body2">
                  {translate('resources.trophyAwards.searching')}
                </Typography>
              </Box>
            )}
            {search.failed && (
              <FormHelperText error>
                {translate('resources.trophyAwards.searchFailed')}
              </FormHelperText>
            )}
            {!search.loading &&
              shouldSearch(text) &&
              !search.failed &&
              search.users.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate('resources.trophyAwards.noUsersFound')}
                </Typography>
              )}
            {search.users.length > 0 && (
              <List
                id={`${ids}-results`}
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
                    onClick={() => setChosen((list) => addUser(list, user))}
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
                    onDelete={() => setChosen((list) => list.filter((u) => u.id !== user.id))}
                  />
                ))}
              </Box>
            )}
          </Box>
        )}
        <TextField
          label={translate('resources.trophyAwards.reasonOptional')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: AWARD_REASON_MAX_LENGTH } }}
        />
        {problem && (
          <FormHelperText role="status" sx={{ m: 0 }}>
            {problem}
          </FormHelperText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('resources.trophyAwards.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!!problem || sending}>
          {translate('resources.trophyAwards.awardSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
