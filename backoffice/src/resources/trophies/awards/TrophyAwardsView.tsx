import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Link as MuiLink,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link, Title, useGetList, useTranslate } from 'react-admin';
import { MAX_PAGE } from '@predictor/contracts/constants';
import type { AdminTrophy, AdminTrophyAward } from '@predictor/contracts/types';
import { failureMessage, useFailureNotify } from '../../../lib/errors';
import { AwardTrophyDialog } from './AwardTrophyDialog';
import { AwardsPagination } from './AwardsPagination';
import { RemoveAwardDialog } from './RemoveAwardDialog';
import { TrophyPreview } from './TrophyPreview';
import { useTrophyAwards } from './useTrophyAwards';
import { DATE_LOCALE } from '../../../lib/locale';

const awardedAt = (iso: string) =>
  new Date(iso).toLocaleString(DATE_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

function AwardRow({ award, onRemove }: { award: AdminTrophyAward; onRemove: () => void }) {
  const translate = useTranslate();
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar
            src={award.trophy.imageUrl ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: 28, height: 28, bgcolor: 'action.selected', color: 'text.secondary' }}
          >
            <EmojiEventsIcon fontSize="small" />
          </Avatar>
          <span>{award.trophy.name}</span>
        </Stack>
      </TableCell>
      <TableCell>
        {/* The player's public profile on the player site, outside the back office. */}
        <MuiLink href={`/users/${award.user.id}`}>{award.user.teamName}</MuiLink>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}>{award.reason ?? '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{awardedAt(award.awardedAt)}</TableCell>
      <TableCell align="right">
        <Button size="small" color="warning" onClick={onRemove}>
          {translate('resources.trophyAwards.remove')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * Awards, 20 per page with Previous/Next, newest first: of one trophy (`fixedTrophyId`, the page
 * /trophies/{id}/awards) or of all with a trophy filter (/trophy-awards); the Award Trophy and
 * remove-award modals; the trophy room preview of the selected trophy beside them.
 */
export function TrophyAwardsView({ fixedTrophyId = null }: { fixedTrophyId?: number | null }) {
  const translate = useTranslate();
  const notifyFailure = useFailureNotify();
  const [filterId, setFilterId] = useState<number | null>(null);
  const trophyId = fixedTrophyId ?? filterId;
  const [page, setPage] = useState(1);
  const [awarding, setAwarding] = useState(false);
  const [removing, setRemoving] = useState<AdminTrophyAward | null>(null);
  const awards = useTrophyAwards(page, trophyId);
  const trophies = useGetList<AdminTrophy>(
    'trophies',
    { pagination: { page: 1, perPage: MAX_PAGE }, sort: { field: 'name', order: 'ASC' } },
    { onError: notifyFailure(translate('resources.trophies.loadFailed')) },
  );
  const trophyList = trophies.data ?? [];
  const fixedTrophy = trophyList.find((t) => t.id === fixedTrophyId);
  const pages = awards.data?.pagination.pages ?? 1;

  // After a removal the last page may be gone: show the new last one.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  const title =
    fixedTrophyId === null
      ? translate('resources.trophyAwards.title')
      : translate('resources.trophyAwards.titleFor', {
          name: fixedTrophy?.name ?? `#${fixedTrophyId}`,
        });

  let table;
  if (awards.error) {
    table = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={awards.reload}>
            {translate('resources.trophyAwards.retry')}
          </Button>
        }
      >
        {failureMessage(awards.error, translate('resources.trophyAwards.loadFailed'))}
      </Alert>
    );
  } else if (!awards.data) {
    table = (
      <Box aria-busy="true" aria-label={translate('resources.trophyAwards.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  } else if (awards.data.awards.length === 0) {
    table = (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('resources.trophyAwards.empty')}
      </Typography>
    );
  } else {
    table = (
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.trophyAwards.trophy')}</TableCell>
              <TableCell>{translate('resources.trophyAwards.user')}</TableCell>
              <TableCell>{translate('resources.trophyAwards.reason')}</TableCell>
              <TableCell>{translate('resources.trophyAwards.awardedAt')}</TableCell>
              <TableCell align="right">{translate('resources.trophyAwards.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {awards.data.awards.map((award) => (
              <AwardRow key={award.id} award={award} onRemove={() => setRemoving(award)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {title}
        </Typography>
        <Button component={Link} to="/trophies" startIcon={<ArrowBackIcon />}>
          {translate('resources.trophyAwards.backToTrophies')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAwarding(true)}>
          {translate('resources.trophyAwards.award')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Card>
          {fixedTrophyId === null && (
            <Box sx={{ p: 2, pb: 0 }}>
              <TextField
                select
                size="small"
                label={translate('resources.trophyAwards.trophyFilter')}
                value={filterId ?? ''}
                onChange={(event) => {
                  setFilterId(event.target.value ? Number(event.target.value) : null);
                  setPage(1);
                }}
                fullWidth={false}
                sx={{ width: 320, maxWidth: '100%' }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{translate('resources.trophyAwards.allTrophies')}</MenuItem>
                {trophyList.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          )}
          {table}
          {awards.data && awards.data.awards.length > 0 && (
            <AwardsPagination page={page} pages={pages} onPage={setPage} />
          )}
        </Card>
        <TrophyPreview trophyId={trophyId} />
      </Box>
      {awarding && (
        <AwardTrophyDialog
          trophies={trophyList}
          initialTrophyId={trophyId}
          onClose={() => setAwarding(false)}
          onAwarded={() => {
            setAwarding(false);
            awards.reload();
            trophies.refetch();
          }}
        />
      )}
      <RemoveAwardDialog
        award={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          awards.reload();
        }}
      />
    </Box>
  );
}
