import { Box, IconButton, InputBase } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { SCORE_MAX, SCORE_MIN } from '@predictor/contracts/constants';

/** The last digit typed, or '' (empty is allowed while editing); nothing outside 0..9 survives. */
export function cleanScore(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  return String(Math.min(SCORE_MAX, Number(digits.slice(-1))));
}

/**
 * A goal count from 0 to 9 (spec §5): − and + buttons named after the team ("Increase Arsenal
 * goals") and a numeric input (inputMode numeric, so phones show the keypad). The value is a
 * string: '' while the player has not chosen yet.
 */
export function ScoreStepper({
  value,
  onChange,
  teamName,
  disabled = false,
  invalid = false,
}: {
  value: string;
  onChange: (value: string) => void;
  teamName: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const current = value === '' ? null : Number(value);
  const step = (delta: number) => {
    const base = current ?? (delta > 0 ? SCORE_MIN - 1 : SCORE_MIN + 1);
    onChange(String(Math.min(SCORE_MAX, Math.max(SCORE_MIN, base + delta))));
  };
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
        flexShrink: 0,
      }}
    >
      <IconButton
        size="small"
        aria-label={`Decrease ${teamName} goals`}
        disabled={disabled || current === null || current <= SCORE_MIN}
        onClick={() => step(-1)}
        sx={{ width: 36, height: 36 }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(cleanScore(event.target.value))}
        onFocus={(event) => event.target.select()}
        inputProps={{
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 2,
          'aria-label': `${teamName} goals`,
          'aria-invalid': invalid || undefined,
        }}
        sx={{
          width: 34,
          fontWeight: 700,
          fontSize: '1.1rem',
          '& input': { textAlign: 'center', p: 0.5 },
        }}
      />
      <IconButton
        size="small"
        aria-label={`Increase ${teamName} goals`}
        disabled={disabled || (current !== null && current >= SCORE_MAX)}
        onClick={() => step(1)}
        sx={{ width: 36, height: 36 }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
