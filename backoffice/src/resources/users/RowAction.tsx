import type { MouseEvent, ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

type RowActionProps = {
  /** Translation key (or text): the tooltip and the accessible name. */
  label: string;
  icon: ReactElement;
  onClick?: (event: MouseEvent) => void;
  /** A router path: the action is then a link. */
  to?: string;
  disabled?: boolean;
  color?: 'primary' | 'secondary' | 'warning' | 'success';
};

/**
 * One compact row action: an icon button named by its label (tooltip and aria-label), so four
 * actions fit beside the user's columns at 1280 px.
 */
export function RowAction({
  label,
  icon,
  onClick,
  to,
  disabled,
  color = 'primary',
}: RowActionProps) {
  const translate = useTranslate();
  const text = translate(label, { _: label });
  const common = { 'aria-label': text, size: 'small', color, disabled } as const;
  return (
    <Tooltip title={text}>
      <span>
        {to ? (
          <IconButton component={Link} to={to} {...common}>
            {icon}
          </IconButton>
        ) : (
          <IconButton onClick={onClick} {...common}>
            {icon}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}
