import { useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  TextField,
} from '@mui/material';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { AWARD_REASON_MAX_LENGTH } from '@predictor/contracts/admin';
import type { AdminTrophy, AwardAllPreview } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../../dataProvider';
import { useFailureNotify } from '../../../lib/errors';
import type { AwardableUser } from '../dataProvider';
import { awardProblem } from './awardRules';
import { useAwardTrophy } from './useAwardTrophy';
import { UserPicker } from './UserPicker';
import { FailureBanner } from '../../../lib/FailureBanner';

/** The trophy to award: every trophy listed, only active ones can be chosen. */
function TrophySelect({
  trophies,
  value,
  onChange,
}: {
  trophies: AdminTrophy[];
  value: number | null;
  onChange: (trophyId: number | null) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      required
      label={translate('resources.trophyAwards.trophy')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      {trophies.map((t) => (
        <MenuItem key={t.id} value={t.id} disabled={!t.isActive}>
          {t.isActive
            ? t.name
            : `${t.name} (${translate('resources.trophyAwards.inactiveTrophy')})`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The Award Trophy modal: a trophy (preselected when given; only active ones can be chosen), then
 * players found by search (chips, no duplicates) or "award to all", and an optional reason. Award
 * to all is confirmed first: "Award 'Golden Boot' to 204 players? 2 already hold it and are skipped."
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
  const ids = useId();
  const [trophyId, setTrophyId] = useState<number | null>(initialTrophyId);
  const [awardToAll, setAwardToAll] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AwardableUser[]>([]);
  const [reason, setReason] = useState('');
  const { award, sending } = useAwardTrophy(onAwarded);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notifyFailure = useFailureNotify();
  // Award to all asks first, naming the trophy and the counts (the server's preview).
  const [preview, setPreview] = useState<AwardAllPreview | null>(null);
  const [checking, setChecking] = useState(false);
  // One idempotency key per confirmed award to all, reused when the same award is retried after a
  // failure; another trophy or reason is another action.
  const allKey = useRef<{ of: string; key: string } | null>(null);

  const trophy = trophies.find((t) => t.id === trophyId) ?? null;
  const userIds = chosen.map((u) => u.id);
  const problem = awardProblem({ trophy, awardToAll, userIds });
  const submit = async () => {
    if (problem || !trophy) return;
    if (!awardToAll) return void award(trophy.id, { all: false, userIds }, reason);
    setChecking(true);
    try {
      setPreview(await dataProvider.previewAwardAll({ trophyId: trophy.id, reason }));
    } catch (error) {
      notifyFailure(translate('resources.trophyAwards.previewFailed'))(error);
    } finally {
      setChecking(false);
    }
  };
  const confirmAll = () => {
    if (!preview) return;
    const of = JSON.stringify([preview.trophy.id, reason.trim()]);
    if (allKey.current?.of !== of) allKey.current = { of, key: crypto.randomUUID() };
    setPreview(null);
    void award(preview.trophy.id, { all: true, idempotencyKey: allKey.current.key }, reason);
  };
  const question = preview
    ? [
        translate('resources.trophyAwards.confirmAll', {
          name: preview.trophy.name,
          smart_count: preview.toAward,
        }),
        preview.alreadyHold > 0 &&
          translate('resources.trophyAwards.confirmAllSkipped', {
            smart_count: preview.alreadyHold,
          }),
      ]
        .filter(Boolean)
        .join(' ')
    : '';

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
        <FailureBanner inDialog />
        <TrophySelect trophies={trophies} value={trophyId} onChange={setTrophyId} />
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
          <UserPicker id={ids} text={text} onText={setText} chosen={chosen} onChosen={setChosen} />
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
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!!problem || sending || checking}
        >
          {translate('resources.trophyAwards.awardSubmit')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={preview !== null}
        title="resources.trophyAwards.confirmAllTitle"
        content={question}
        confirm="resources.trophyAwards.awardSubmit"
        onConfirm={confirmAll}
        onClose={() => setPreview(null)}
      />
    </Dialog>
  );
}
