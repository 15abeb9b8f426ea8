import { Box, Typography } from '@mui/material';

/** The game's mark: a ball in a rounded pitch-green tile, with the word mark beside it. */
export function Logo({ size = 32, withText = true }: { size?: number; withText?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: size, height: size, flexShrink: 0 }}
      >
        <rect width="32" height="32" rx="8" fill="#16a34a" />
        <circle cx="16" cy="16" r="9" fill="#ffffff" />
        <path d="M16 10.5l4.2 3-1.6 5h-5.2l-1.6-5z" fill="#0b1220" />
        <path
          d="M16 7v3.5M24.6 13.4l-4.4.1M21.4 23.4l-2.8-4.9M10.6 23.4l2.8-4.9M7.4 13.4l4.4.1"
          stroke="#0b1220"
          strokeWidth="1.3"
        />
      </Box>
      {withText && (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: size * 0.62,
            letterSpacing: '-0.02em',
            color: 'text.primary',
          }}
        >
          Predictor
        </Typography>
      )}
    </Box>
  );
}
