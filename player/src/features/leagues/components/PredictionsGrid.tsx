import { alpha, Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { formatPoints, matchPhase, type MatchPhase } from '@predictor/contracts/rules';
import { MatchTime } from '../../../components/MatchTime';
import { paths } from '../../../lib/paths';
import type { LeaguePrediction, LeaguePredictions } from '../api';
import { PickCell } from './PickCell';

type GridMatch = LeaguePredictions['matches'][number];
type GridMember = LeaguePredictions['members'][number];

const HEAD_HEIGHT = 76;
const MEMBER_WIDTH = { xs: 112, sm: 168 };

/** Spec §4, league page: upcoming before predictionsClose, closed until kick-off, then played. */
const PHASE_LABEL: Record<MatchPhase, string> = {
  upcoming: 'Upcoming',
  closed: 'Predictions closed',
  played: 'Played',
};

/** Sticky header row and member column inside the grid's own scroll box; the caller's row sticks under the header. */
const gridSx: SxProps<Theme> = (theme) => ({
  overflow: 'auto',
  maxHeight: { xs: '70vh', md: 420 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& table': { borderCollapse: 'separate', borderSpacing: 0, width: '100%' },
  '& th, & td': {
    borderBottom: 1,
    borderColor: 'divider',
    p: 0.5,
    textAlign: 'center',
    bgcolor: 'background.paper',
  },
  '& thead th': { position: 'sticky', top: 0, zIndex: 2, height: HEAD_HEIGHT, minWidth: 64 },
  '& .member': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    textAlign: 'left',
    px: 1,
    width: MEMBER_WIDTH,
    maxWidth: MEMBER_WIDTH,
    borderRight: 1,
    borderRightColor: 'divider',
  },
  '& thead th.member': { zIndex: 3 },
  '& tr.me td, & tr.me th': {
    position: 'sticky',
    top: HEAD_HEIGHT,
    zIndex: 1,
    borderBottom: 2,
    borderBottomColor: 'divider',
    bgcolor: `color-mix(in srgb, ${theme.palette.background.paper}, ${alpha(theme.palette.primary.main, 1)} 12%)`,
  },
  '& tr.me th.member': { zIndex: 2 },
  '& td': { height: 36 },
});

const codeOf = (team: GridMatch['homeTeam']) =>
  team.code ?? team.shortName ?? team.name.slice(0, 3).toUpperCase();

/** A match's column head: both teams' codes, the final score or 'v', and FT, 'Closed' or the kick-off. */
function MatchHead({ match, now }: { match: GridMatch; now: Date }) {
  const phase = matchPhase(match, now);
  const final = match.homeGoals !== null && match.awayGoals !== null;
  const title = `${match.homeTeam.name} v ${match.awayTeam.name}: ${PHASE_LABEL[phase]}`;
  return (
    <Box component="th" scope="col" title={title} aria-label={title}>
      <Box aria-hidden sx={{ lineHeight: 1.25, fontSize: '0.75rem' }}>
        <div>{codeOf(match.homeTeam)}</div>
        <Box sx={{ fontWeight: 700 }}>{final ? `${match.homeGoals}–${match.awayGoals}` : 'v'}</Box>
        <div>{codeOf(match.awayTeam)}</div>
        <Box sx={{ color: 'text.secondary', fontSize: '0.7rem', whiteSpace: 'nowrap' }}>
          {phase === 'played' ? (
            final ? (
              'FT'
            ) : (
              'Played'
            )
          ) : phase === 'closed' ? (
            'Closed'
          ) : (
            <MatchTime value={match.matchDate} part="day" />
          )}
        </Box>
      </Box>
    </Box>
  );
}

function MemberRow({
  member,
  matches,
  picks,
  isMe,
}: {
  member: GridMember;
  matches: GridMatch[];
  picks: Map<string, LeaguePrediction>;
  isMe: boolean;
}) {
  const own = matches.map((m) => picks.get(`${member.id}:${m.id}`));
  const scored = own.filter((pick) => pick?.isScored && !pick.hidden);
  const points = scored.reduce((sum, pick) => sum + (pick?.points ?? 0), 0);
  return (
    <tr className={isMe ? 'me' : undefined} aria-current={isMe ? 'true' : undefined}>
      <Box component="th" scope="row" className="member">
        <Typography
          component={RouterLink}
          to={paths.publicProfile(member.id)}
          variant="body2"
          sx={{
            color: 'inherit',
            fontWeight: isMe ? 700 : 500,
            textDecoration: 'none',
            lineHeight: 1.2,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            '&:hover, &:focus-visible': { textDecoration: 'underline' },
          }}
        >
          {member.teamName}
          {isMe && ' (you)'}
        </Typography>
      </Box>
      {matches.map((match, i) => (
        <td key={match.id}>
          <PickCell pick={own[i]} match={match} />
        </td>
      ))}
      <Box component="td" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {scored.length > 0 ? formatPoints(points) : '–'}
      </Box>
    </tr>
  );
}

/**
 * A week's member predictions as one grid, members × matches: the caller's row first (stuck under
 * the header while scrolling), then the page's members; the member column and the header row stay
 * in view as the grid scrolls either way.
 */
export function PredictionsGrid({
  data,
  weekName,
  now = new Date(),
}: {
  data: LeaguePredictions;
  weekName: string;
  now?: Date;
}) {
  const picks = new Map(data.predictions.map((p) => [`${p.user.id}:${p.match.id}`, p]));
  return (
    <Box sx={gridSx} tabIndex={0} role="region" aria-label={`${weekName} predictions, scrollable`}>
      <table aria-label={`Member predictions, ${weekName}`}>
        <thead>
          <tr>
            <Box component="th" scope="col" className="member">
              Member
            </Box>
            {data.matches.map((match) => (
              <MatchHead key={match.id} match={match} now={now} />
            ))}
            <th scope="col" title="Points this week">
              Week pts
            </th>
          </tr>
        </thead>
        <tbody>
          {data.currentUser && (
            <MemberRow member={data.currentUser} matches={data.matches} picks={picks} isMe />
          )}
          {data.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              matches={data.matches}
              picks={picks}
              isMe={false}
            />
          ))}
        </tbody>
      </table>
    </Box>
  );
}
