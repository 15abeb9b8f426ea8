import { Box, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { KIT_PALETTE } from '@predictor/contracts/constants';

/** Black or white, whichever reads better on a swatch (for the tick on the chosen one). */
function inkOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000000' : '#ffffff';
}

/**
 * One kit colour: the browser's colour input (any colour) and the 14 preset swatches of spec §3 as
 * labelled toggle buttons. `label` names both ("Primary colour", "Primary colour presets").
 */
export function ColourPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const current = value.toLowerCase();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.25, flexWrap: 'wrap' }}>
        <Typography
          id={`${id}-heading`}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700 }}
        >
          {label}
        </Typography>
        <Box
          component="label"
          htmlFor={id}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, ml: 'auto' }}
        >
          <Typography variant="body2" color="text.secondary" component="span">
            Custom
          </Typography>
          <Box
            component="input"
            id={id}
            type="color"
            aria-label={label}
            value={current}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            sx={{
              width: 44,
              height: 32,
              p: 0.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              cursor: 'pointer',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          />
          <Typography
            variant="body2"
            component="span"
            sx={{ fontFamily: 'monospace', minWidth: 64 }}
            aria-hidden
          >
            {current.toUpperCase()}
          </Typography>
        </Box>
      </Box>
      <Box
        role="group"
        aria-label={`${label} presets`}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(36px, 1fr))',
        }}
      >
        {KIT_PALETTE.map((colour) => {
          const selected = colour.hex === current;
          return (
            <Box
              key={colour.hex}
              component="button"
              type="button"
              aria-label={colour.name}
              aria-pressed={selected}
              title={colour.name}
              onClick={() => onChange(colour.hex)}
              sx={{
                aspectRatio: '1',
                minWidth: 36,
                borderRadius: '50%',
                bgcolor: colour.hex,
                color: inkOn(colour.hex),
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                boxShadow: selected
                  ? (t) => `0 0 0 2px ${t.palette.background.paper} inset`
                  : 'none',
                display: 'grid',
                placeItems: 'center',
                cursor: 'pointer',
                p: 0,
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              {selected && <CheckIcon fontSize="small" aria-hidden />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
