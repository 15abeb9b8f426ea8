import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Chip, ThemeProvider, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { contrastRatio } from '@predictor/contracts/colour';
import { THEME_BACKGROUNDS } from '@predictor/contracts/landing';
import { buildTheme } from './theme';

/** '#rrggbb' of a computed 'rgb(r, g, b)' or 'rgba(r, g, b, a)' laid over `background`. */
function over(background: string, computed: string): string {
  const [r, g, b, a = 1] = computed.match(/[\d.]+/g)!.map(Number);
  const base = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const mixed = [r, g, b].map((c, i) => Math.round(c * a + base[i] * (1 - a)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const colourOf = (element: HTMLElement) => getComputedStyle(element).color;

describe.each(['light', 'dark'] as const)('%s theme contrast (WCAG AA, 4.5:1)', (mode) => {
  const backgrounds = Object.values(THEME_BACKGROUNDS[mode]);

  it('an outlined Banker chip reads on the page and on cards', () => {
    render(
      <ThemeProvider theme={buildTheme(mode)}>
        <Chip label="Banker" variant="outlined" color="secondary" />
      </ThemeProvider>,
    );
    const colour = colourOf(screen.getByText('Banker'));
    for (const background of backgrounds)
      expect(contrastRatio(over(background, colour), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('selected and unselected toggles read on the page and on cards', () => {
    render(
      <ThemeProvider theme={buildTheme(mode)}>
        <ToggleButtonGroup value="season" exclusive>
          <ToggleButton value="season">Season</ToggleButton>
          <ToggleButton value="monthly">Monthly</ToggleButton>
        </ToggleButtonGroup>
      </ThemeProvider>,
    );
    for (const name of ['Season', 'Monthly']) {
      const colour = colourOf(screen.getByRole('button', { name }));
      for (const background of backgrounds)
        expect(contrastRatio(over(background, colour), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
