import { useState } from 'react';
import { Box } from '@mui/material';
import { trophyEmoji } from '@predictor/contracts/messages';
import { imageSrc } from '../../../lib/images';

/**
 * A trophy's picture at a fixed size: its image, or the type's emoji when it has none or the image
 * fails to load. Decorative: the trophy's name is always written beside it.
 */
export function TrophyArt({
  imageUrl,
  trophyType,
  size = 64,
}: {
  imageUrl: string | null;
  trophyType: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const src = imageSrc(imageUrl);
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
      data-testid="trophy-emoji"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        fontSize: Math.round(size * 0.7),
        lineHeight: 1,
      }}
    >
      {trophyEmoji(trophyType)}
    </Box>
  );
}
