import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KIT_STYLES } from '@predictor/contracts/constants';
import { KitShirt } from './KitShirt';

const PRIMARY = '#123456';
const SECONDARY = '#abcdef';

const filled = (container: HTMLElement, colour: string) =>
  Array.from(container.querySelectorAll(`[fill="${colour}"]`));

describe('KitShirt', () => {
  it.each(KIT_STYLES.map((s) => s.id))(
    'draws the %s style in the primary colour with its pattern in the secondary',
    (kitStyle) => {
      const { container } = render(
        <KitShirt kitStyle={kitStyle} primary={PRIMARY} secondary={SECONDARY} title="Kit" />,
      );
      const svg = screen.getByRole('img', { name: 'Kit' });
      expect(svg).toHaveAttribute('data-kit-style', kitStyle);
      // The shirt's body is the primary colour, clipped to the shirt outline.
      expect(filled(container, PRIMARY)).toHaveLength(1);
      const pattern = filled(container, SECONDARY);
      if (kitStyle === 'solid') expect(pattern).toHaveLength(0);
      else expect(pattern.length).toBeGreaterThan(0);
      // Every painted shape sits inside the shirt's clip path.
      for (const shape of [...filled(container, PRIMARY), ...pattern])
        expect(shape.closest('g[clip-path]')).not.toBeNull();
    },
  );

  it('draws the stripes and the two sleeves as several shapes', () => {
    const count = (kitStyle: string) =>
      filled(render(<KitShirt kitStyle={kitStyle} secondary={SECONDARY} />).container, SECONDARY)
        .length;
    expect(count('vertical')).toBeGreaterThanOrEqual(3);
    expect(count('horizontal')).toBeGreaterThanOrEqual(3);
    expect(count('sleeves')).toBe(2);
  });

  it('defaults to a solid blue shirt with white secondary, decorative without a title', () => {
    const { container } = render(<KitShirt />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-kit-style', 'solid');
    expect(filled(container, '#2563eb')).toHaveLength(1);
  });
});
