import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { AppProviders } from '../providers';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadedRoutes } from '../../test/render';
import { DEFAULT_BRAND, readInjectedBrand, type PublicBrand } from '../../lib/brand';
import { contrastRatio } from '@predictor/contracts/colour';
import { buildTheme } from '../theme/theme';

const ORACLE: PublicBrand = {
  id: 'score-oracle',
  name: 'Score Oracle',
  logo: '/brands/score-oracle.svg',
  accentColour: '#8b5cf6',
  mailSenderName: 'Score Oracle',
};

function PrimaryProbe() {
  return <output aria-label="primary">{useTheme().palette.primary.main}</output>;
}

function injectBrand(json: string) {
  const script = document.createElement('script');
  script.id = 'brand';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
  return () => script.remove();
}

describe('brand', () => {
  it('is read from the JSON the server put into index.html, the default when missing or malformed', () => {
    expect(readInjectedBrand()).toEqual(DEFAULT_BRAND);
    let remove = injectBrand(JSON.stringify(ORACLE));
    expect(readInjectedBrand()).toEqual(ORACLE);
    remove();
    remove = injectBrand('{not json');
    expect(readInjectedBrand()).toEqual(DEFAULT_BRAND);
    remove();
    remove = injectBrand(JSON.stringify({ ...ORACLE, accentColour: 'red' }));
    expect(readInjectedBrand()).toEqual(DEFAULT_BRAND);
    remove();
  });

  it("puts the brand's logo and name in the top bar and footer, and its name in page titles", async () => {
    mockApi({ 'GET /api/news?limit=10': { body: { posts: [], hasMore: false } } });
    const router = createMemoryRouter(loadedRoutes, { initialEntries: ['/news'] });
    render(
      <AppProviders brand={ORACLE}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const banner = within(screen.getByRole('banner'));
    expect(banner.getAllByText('Score Oracle').length).toBeGreaterThan(0);
    expect(banner.queryByText('Predictor')).not.toBeInTheDocument();
    const logo = screen.getByRole('banner').querySelector('img[src="/brands/score-oracle.svg"]');
    expect(logo).not.toBeNull();
    expect(
      within(screen.getByRole('contentinfo')).getAllByText('Score Oracle').length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('News | Score Oracle'));
  });

  it('keeps the default brand when none is given', async () => {
    mockApi({ 'GET /api/news?limit=10': { body: { posts: [], hasMore: false } } });
    renderApp('/news');
    expect(within(screen.getByRole('banner')).getAllByText('Predictor').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('News | Predictor'));
  });

  it("makes the brand's accent the theme's primary colour", () => {
    render(
      <AppProviders brand={ORACLE}>
        <PrimaryProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'primary' }).textContent).toBe(
      buildTheme('dark', ORACLE.accentColour).palette.primary.main,
    );
  });

  it.each([DEFAULT_BRAND.accentColour, ORACLE.accentColour, '#fde047', '#1e1b4b'])(
    'shades accent %s so it reads at 4.5:1 on both themes, with readable button text',
    (accent) => {
      for (const mode of ['dark', 'light'] as const) {
        const { palette } = buildTheme(mode, accent);
        expect(
          contrastRatio(palette.primary.main, palette.background.default),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(palette.primary.main, palette.background.paper),
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(palette.primary.main, palette.primary.contrastText),
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("keeps the default brand's own green in the dark theme", () => {
    expect(buildTheme('dark').palette.primary.main).toBe('#22c55e');
  });
});
