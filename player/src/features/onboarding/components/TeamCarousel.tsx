import { useEffect, useRef } from 'react';
import { Box, IconButton, Skeleton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CAROUSEL_SCROLL_STEP_PX } from '@predictor/contracts/constants';
import { TeamCrest } from '../../../components/TeamCrest';
import { countryFlag } from '../flags';
import type { Team } from '../api';
import { coveringRadio } from './coveringRadio';

/** The picker's value: a team id, 'none' for the neutral card, or null before any choice. */
export type TeamChoice = number | 'none' | null;

/** The neutral card's words (spec §2). */
export const NEUTRAL_LABEL = "None, I'm a neutral";

const CARD_WIDTH = 140;
const CARD_GAP_PX = 12;

function ChoiceCard({
  checked,
  value,
  label,
  onSelect,
  children,
}: {
  checked: boolean;
  value: string;
  label: string;
  onSelect: () => void;
  children: React.ReactNode;
}) {
  return (
    <Box
      component="label"
      data-team-card
      data-checked={checked || undefined}
      sx={{
        position: 'relative',
        flex: `0 0 ${CARD_WIDTH}px`,
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        minHeight: 150,
        p: 1.5,
        borderRadius: 2,
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : 'background.paper',
        textAlign: 'center',
        cursor: 'pointer',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
        '&:has(input:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: -5,
        },
      }}
    >
      <input
        type="radio"
        name="favouriteTeam"
        value={value}
        checked={checked}
        onChange={onSelect}
        style={coveringRadio}
      />
      {children}
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere', maxWidth: '100%' }}
      >
        {label}
      </Typography>
    </Box>
  );
}

const emblem = { fontSize: 44, lineHeight: '56px', height: 56 } as const;

/**
 * The favourite-team carousel (spec §2): a horizontally scrolling radio group of team cards (crest,
 * or the country's flag) and a 'None, I'm a neutral' card, with arrow buttons scrolling 300 px.
 */
export function TeamCarousel({
  teams,
  loading,
  value,
  onChange,
  describedBy,
}: {
  teams: Team[];
  loading: boolean;
  value: TeamChoice;
  onChange: (choice: TeamChoice) => void;
  describedBy?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });
  const order = teams.map((team) => team.id).join();
  // The chosen card in view whenever the choice or the cards change (the page opened with a stored
  // favourite, a filter applied): the track scrolls sideways only, never the page.
  useEffect(() => {
    const box = track.current;
    const card = box?.querySelector<HTMLElement>('[data-checked]');
    if (!box || !card) return;
    const outer = box.getBoundingClientRect();
    const inner = card.getBoundingClientRect();
    if (inner.left < outer.left || inner.right > outer.right) {
      box.scrollLeft += inner.left - outer.left - CARD_GAP_PX;
    }
  }, [value, order]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      <IconButton aria-label="Previous teams" onClick={() => scroll(-1)} sx={{ flexShrink: 0 }}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        ref={track}
        role="radiogroup"
        aria-label="Teams"
        aria-describedby={describedBy}
        aria-busy={loading || undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          gap: `${CARD_GAP_PX}px`,
          overflowX: 'auto',
          scrollSnapType: 'x proximity',
          py: 1,
          px: 0.5,
          scrollbarWidth: 'thin',
        }}
      >
        <ChoiceCard
          value="none"
          checked={value === 'none'}
          label={NEUTRAL_LABEL}
          onSelect={() => onChange('none')}
        >
          <Box aria-hidden sx={emblem}>
            🤝
          </Box>
        </ChoiceCard>
        {loading &&
          [0, 1, 2, 3, 4].map((i) => (
            <Skeleton
              key={i}
              variant="rounded"
              width={CARD_WIDTH}
              height={150}
              sx={{ flex: `0 0 ${CARD_WIDTH}px` }}
            />
          ))}
        {teams.map((team) => (
          <ChoiceCard
            key={team.id}
            value={String(team.id)}
            checked={value === team.id}
            label={team.name}
            onSelect={() => onChange(team.id)}
          >
            {team.logoUrl ? (
              <TeamCrest team={team} size={56} />
            ) : (
              <Box aria-hidden sx={emblem}>
                {countryFlag(team.countryCode)}
              </Box>
            )}
          </ChoiceCard>
        ))}
      </Box>
      <IconButton aria-label="Next teams" onClick={() => scroll(1)} sx={{ flexShrink: 0 }}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
