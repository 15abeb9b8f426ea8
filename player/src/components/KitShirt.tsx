import { useId } from 'react';
import type { KitStyle } from '@predictor/contracts/types';
import { DEFAULT_KIT_PRIMARY, DEFAULT_KIT_SECONDARY } from '@predictor/contracts/constants';

/** The shirt outline (64 × 64 box): body with short sleeves and a collar notch. */
const SHIRT =
  'M22 6 L12 9 L2 18 L8 28 L14 24 L14 60 L50 60 L50 24 L56 28 L62 18 L52 9 L42 6 Q32 14 22 6 Z';
const LEFT_SLEEVE = 'M22 6 L12 9 L2 18 L8 28 L14 24 L16 12 Z';
const RIGHT_SLEEVE = 'M42 6 L52 9 L62 18 L56 28 L50 24 L48 12 Z';

/** The pattern of each style in the secondary colour, drawn over the primary-coloured shirt. */
function Pattern({ kitStyle, secondary }: { kitStyle: KitStyle; secondary: string }) {
  switch (kitStyle) {
    case 'sleeves':
      return (
        <>
          <path d={LEFT_SLEEVE} fill={secondary} />
          <path d={RIGHT_SLEEVE} fill={secondary} />
        </>
      );
    case 'vertical':
      return (
        <>
          {[14, 26, 38, 50].map((x) => (
            <rect key={x} x={x - 3} y={0} width={6} height={64} fill={secondary} />
          ))}
        </>
      );
    case 'horizontal':
      return (
        <>
          {[16, 30, 44, 58].map((y) => (
            <rect key={y} x={0} y={y - 3.5} width={64} height={7} fill={secondary} />
          ))}
        </>
      );
    case 'quartered':
      return <rect x={0} y={33} width={64} height={31} fill={secondary} />;
    case 'half':
      return <rect x={32} y={0} width={32} height={64} fill={secondary} />;
    case 'checkered':
      return <path d="M32 16 L48 34 L40 34 L40 52 L24 52 L24 34 L16 34 Z" fill={secondary} />;
    case 'diagonal':
      return (
        <path
          d="M32 18 L35.5 28 L46 28 L37.5 34 L40.5 44 L32 38 L23.5 44 L26.5 34 L18 28 L28.5 28 Z"
          fill={secondary}
        />
      );
    case 'solid':
    default:
      return null;
  }
}

export interface KitShirtProps {
  kitStyle?: KitStyle | string | null;
  primary?: string | null;
  secondary?: string | null;
  /** Width and height in pixels. */
  size?: number;
  /** Accessible name (e.g. "Red Devils kit"); without it the shirt is decorative. */
  title?: string;
}

/**
 * A player's kit as an SVG shirt: one of the 8 styles of spec §3 in a primary and a secondary colour
 * (defaults blue and white, a solid shirt when the player has no kit yet). Used wherever a player
 * appears: top bar, home, leaderboards, standings, profiles, the kit designer's preview.
 */
export function KitShirt({ kitStyle, primary, secondary, size = 32, title }: KitShirtProps) {
  const clipId = useId();
  const main = primary || DEFAULT_KIT_PRIMARY;
  const second = secondary || DEFAULT_KIT_SECONDARY;
  const style = (kitStyle || 'solid') as KitStyle;
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-kit-style={style}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={SHIRT} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width={64} height={64} fill={main} />
        <Pattern kitStyle={style} secondary={second} />
      </g>
      <path
        d={SHIRT}
        fill="none"
        stroke="rgba(0,0,0,0.45)"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path d="M22 6 Q32 14 42 6" fill="none" stroke="rgba(0,0,0,0.45)" strokeWidth={1.5} />
    </svg>
  );
}
