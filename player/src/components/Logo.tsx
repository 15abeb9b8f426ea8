import { Box, Typography } from '@mui/material';
import { logoSrc, useBrand } from '../lib/brand';

/** The brand's mark (its logo image), with its name as the word mark beside it. */
export function Logo({ size = 32, withText = true }: { size?: number; withText?: boolean }) {
  const brand = useBrand();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="img"
        src={logoSrc(brand.logo)}
        // The word mark names the brand beside it; alone, the image does.
        alt={withText ? '' : brand.name}
        width={size}
        height={size}
        sx={{ width: size, height: size, flexShrink: 0, objectFit: 'contain' }}
      />
      {withText && (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: size * 0.62,
            letterSpacing: '-0.02em',
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          {brand.name}
        </Typography>
      )}
    </Box>
  );
}
