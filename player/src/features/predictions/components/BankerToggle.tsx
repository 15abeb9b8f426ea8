import { Button } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { bankerTextSx } from './bankerStyle';

/** The banker's star toggle button, one control on the season page's cards and the match page. */
export function BankerToggle({
  on,
  disabled,
  onToggle,
}: {
  on: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      size="small"
      color="secondary"
      variant={on ? 'contained' : 'outlined'}
      aria-pressed={on}
      startIcon={on ? <StarIcon /> : <StarBorderIcon />}
      disabled={disabled}
      onClick={onToggle}
      sx={on ? undefined : bankerTextSx}
    >
      Banker
    </Button>
  );
}
