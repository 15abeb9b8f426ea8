import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { formatPoints, isScoredOutcome, predictionOutcome } from '@predictor/contracts/rules';
import { MatchTime } from '../../../components/MatchTime';
import { OutcomeChip } from '../../../components/OutcomeChip';
import { TeamCrest } from '../../../components/TeamCrest';
import type { ComparePick, SharedMatch } from '../api';

/** Matches shown at first, and how many more each "Show more" adds. */
export const SHARED_PAGE = 10;

/** Another player's pick before predictions close: the words every screen uses. */
export const HIDDEN_PICK = 'Hidden until predictions close';

type Match = SharedMatch['match'];

function Pick({ who, pick, match }: { who: string; pick: ComparePick; match: Match }) {
  const outcome = predictionOutcome(pick, match);
  return (
    <Box
      sx={{
        minWidth: 0,
        p: 1,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ overflowWrap: 'break-word', fontWeight: 600 }}
      >
        {who}
      </Typography>
      {pick.hidden ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockIcon sx={{ fontSize: '1rem' }} aria-hidden />
          <Typography variant="body2">{HIDDEN_PICK}</Typography>
        </Stack>
      ) : (
        <>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography
              sx={{ fontWeight: 800, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}
            >
              {pick.homeGoals}–{pick.awayGoals}
            </Typography>
            {pick.isBanker && (
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                ★ Banker
              </Typography>
            )}
          </Stack>
          {isScoredOutcome(outcome) && pick.points !== null ? (
            <Stack
              direction="row"
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}
            >
              <OutcomeChip outcome={outcome} />
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatPoints(pick.points)}
              </Typography>
            </Stack>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {match.predictionsOpen ? 'Open for predictions' : 'Awaiting result'}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

function MatchLine({ match }: { match: Match }) {
  const played = match.homeGoals !== null && match.awayGoals !== null;
  const team = (side: 'home' | 'away') => {
    const t = side === 'home' ? match.homeTeam : match.awayTeam;
    return (
      <Stack
        direction={side === 'home' ? 'row' : 'row-reverse'}
        spacing={1}
        sx={{ alignItems: 'center', minWidth: 0, flex: 1, justifyContent: 'flex-end' }}
      >
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            // A smaller size on phones keeps the longest one-word names ('Wolverhampton') whole.
            fontSize: { xs: '0.8rem', sm: '0.875rem' },
            overflowWrap: 'break-word',
            textAlign: side === 'home' ? 'right' : 'left',
          }}
        >
          {t.name}
        </Typography>
        <TeamCrest team={t} size={24} />
      </Stack>
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {team('home')}
      <Typography
        sx={{
          fontWeight: 800,
          minWidth: 44,
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
          flexShrink: 0,
        }}
      >
        {played ? `${match.homeGoals}–${match.awayGoals}` : 'v'}
      </Typography>
      {team('away')}
    </Stack>
  );
}

function SharedMatchItem({ item, me, them }: { item: SharedMatch; me: string; them: string }) {
  const { match } = item;
  const title = `${match.homeTeam.name} v ${match.awayTeam.name}`;
  return (
    <Box
      component="li"
      aria-label={title}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
        {match.matchGroup ? `${match.matchGroup.name} · ` : ''}
        <MatchTime value={match.matchDate} />
        {match.status === 'postponed' ? ' · Postponed' : ''}
      </Typography>
      <MatchLine match={match} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: 1,
          mt: 1,
        }}
      >
        <Pick who={me} pick={item.me} match={match} />
        <Pick who={them} pick={item.them} match={match} />
      </Box>
    </Box>
  );
}

/** The matches both predicted, newest first, a page at a time; each with both picks side by side. */
export function SharedMatches({
  items,
  me,
  them,
}: {
  items: SharedMatch[];
  me: string;
  them: string;
}) {
  const [shown, setShown] = useState(SHARED_PAGE);
  if (items.length === 0)
    return (
      <Typography color="text.secondary">
        No shared matches in this season yet: you have not predicted the same matches.
      </Typography>
    );
  return (
    <Stack spacing={1}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.slice(0, shown).map((item) => (
          <SharedMatchItem key={item.match.id} item={item} me={me} them={them} />
        ))}
      </Box>
      {shown < items.length && (
        <Box>
          <Button onClick={() => setShown((n) => n + SHARED_PAGE)}>
            Show more matches ({items.length - shown} more)
          </Button>
        </Box>
      )}
    </Stack>
  );
}
