import { useState } from 'react';
import Box from '@mui/material/Box';
import { imageSrc } from '../lib/images';

export interface CrestTeam {
  name: string;
  shortName?: string | null;
  code?: string | null;
  logoUrl?: string | null;
}

/** Up to three letters standing in for a crest that is missing or fails to load. */
function initials(team: CrestTeam): string {
  const short = team.shortName || team.code;
  if (short) return short.slice(0, 3).toUpperCase();
  return team.name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

/**
 * A team's crest at a fixed size (no layout shift while it loads); the team's initials in a circle
 * when it has no crest or the image fails. Decorative: the team's name is always written beside it.
 */
export function TeamCrest({ team, size = 32 }: { team: CrestTeam; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = imageSrc(team.logoUrl);
  if (src && !failed) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.selected',
        color: 'text.primary',
        fontSize: Math.max(9, Math.round(size * 0.32)),
        fontWeight: 700,
        letterSpacing: 0.2,
      }}
    >
      {initials(team)}
    </Box>
  );
}
