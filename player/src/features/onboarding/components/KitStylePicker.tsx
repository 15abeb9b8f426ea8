import { Box, Typography } from '@mui/material';
import { KIT_STYLES } from '@predictor/contracts/constants';
import type { KitStyle } from '@predictor/contracts/types';
import { KitShirt } from '../../../components/KitShirt';
import { coveringRadio } from './coveringRadio';

/**
 * The 8 kit styles of spec §3 as a radio group (native radios: Tab into the group, arrow keys to
 * move), each card with a small shirt in the chosen colours, its name and description.
 */
export function KitStylePicker({
  value,
  primary,
  secondary,
  onChange,
}: {
  value: KitStyle | null;
  primary: string;
  secondary: string;
  onChange: (style: KitStyle) => void;
}) {
  return (
    <Box component="section" aria-labelledby="kit-style-heading">
      <Typography
        id="kit-style-heading"
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        Kit Style
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="kit-style-heading"
        sx={{
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {KIT_STYLES.map((style) => {
          const checked = value === style.id;
          return (
            <Box
              key={style.id}
              component="label"
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.25,
                borderRadius: 2,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                cursor: 'pointer',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
                '&:has(input:focus-visible)': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <input
                type="radio"
                name="kitStyle"
                value={style.id}
                checked={checked}
                onChange={() => onChange(style.id)}
                style={coveringRadio}
              />
              <KitShirt kitStyle={style.id} primary={primary} secondary={secondary} size={44} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{style.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {style.description}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
