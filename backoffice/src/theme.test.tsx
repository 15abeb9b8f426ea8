import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { darkTheme, lightTheme } from './theme';

afterEach(cleanup);

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (_name, theme) => {
  it("names a checkbox's input by its aria-label, not the span around it", () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox aria-label="Select this row" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Select all' } }} />
      </ThemeProvider>,
    );
    const row = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(row.tagName).toBe('INPUT');
    expect(row.parentElement?.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
  });
});

describe('the light theme', () => {
  it('keeps react-admin defaults it does not change (the page background)', () => {
    expect(createTheme(lightTheme).palette.background.default).toBe('#fafafb');
  });
});
