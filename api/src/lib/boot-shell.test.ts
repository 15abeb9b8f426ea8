import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableOn } from '@predictor/contracts/colour';
import { LANDING_COPY, leaguePageReads } from '@predictor/contracts/landing';
import { currentSeasonYear } from '@predictor/contracts/rules';
import { startTestApp, type TestApp } from '../../test/harness';
import { createSeason } from '../../test/factories';
import { withBootShell } from './boot-shell';
import { DEFAULT_BRANDS } from './brands';

/** index.html as Vite builds it: the entry script and its modulepreloads in the head. */
const INDEX =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>Predictor</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/api-C3.js">\n' +
  '</head><body><div id="root"></div></body></html>';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const dist = path.join(app.config.dataDir, 'no-player');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** A GET with its own Host header (fetch does not let a caller set one). */
function get(urlPath: string, host = '127.0.0.1') {
  const { port } = new URL(app.url);
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const shellOf = (html: string) => /<div id="boot">(.*?)<\/div><script/.exec(html)?.[1] ?? '';
const jsonScript = (html: string, id: string) => {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
};

describe('the boot shell in the player index.html', () => {
  it('paints the guest hero on / with links that work before any script', async () => {
    const { body } = await get('/');
    const shell = shellOf(body);
    expect(shell).toContain(`<h1>${LANDING_COPY.heroTitle}</h1>`);
    expect(shell).toContain(`<p>${LANDING_COPY.heroSubtitle}</p>`);
    expect(shell).toContain('<a class="boot-button boot-contained" href="/register">Join Now</a>');
    expect(shell).toContain('<a class="boot-button boot-outlined" href="/login">Sign In</a>');
    // The top bar: the brand's logo and name, linking home.
    expect(shell).toContain('<a href="/"><img src="/brands/predictor.svg" alt=""');
  });

  it('starts the app scripts from the boot script, in their order, instead of from the head', async () => {
    const { body } = await get('/');
    expect(body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(jsonScript(body, 'boot-assets')).toEqual({
      scripts: ['/assets/index-A1.js'],
      preloads: ['/assets/react-B2.js', '/assets/api-C3.js'],
    });
    // The app's root stays hidden behind the shell, which is written before it.
    expect(body.indexOf('<div id="boot">')).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body).toContain('#boot~#root{display:none}');
  });

  it('allows its inline script by hash in the Content-Security-Policy, and no other inline script', async () => {
    const { body, headers } = await get('/');
    const inline = [...body.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']))![1];
    expect(scriptSrc.split(' ').sort()).toEqual(["'self'", `'sha256-${hash}'`].sort());
  });

  it('shows the Leaderboards heading on /leaderboards', async () => {
    const shell = shellOf((await get('/leaderboards')).body);
    expect(shell).toContain(
      `<h1>${LANDING_COPY.leaderboardsTitle}</h1><p>${LANDING_COPY.leaderboardsSubtitle}</p>`,
    );
    expect(shell).not.toContain('boot-hero');
  });

  it("shows a season's name and description, escaped, and hands its API answer to the app", async () => {
    const season = await createSeason(app.knex, {
      name: '<b>Cup & "Final"</b>',
      description: '<script>alert(1)</script> 2026',
    });
    const { body } = await get(`/seasons/${season.id}`);
    const shell = shellOf(body);
    expect(shell).toContain('<h1>&#60;b&#62;Cup &#38; &#34;Final&#34;&#60;/b&#62;</h1>');
    expect(shell).toContain('<p>&#60;script&#62;alert(1)&#60;/script&#62; 2026</p>');
    expect(body).not.toContain('<script>alert(1)');
    const api = await app.request('GET', `/api/seasons/${season.id}`);
    expect(jsonScript(body, 'preloaded')).toEqual({ [`/seasons/${season.id}`]: api.body });
  });

  it('shows the top bar alone for an unknown season and for pages without a first screen', async () => {
    for (const page of ['/seasons/999999', '/seasons/abc', '/seasons/99999999999', '/login']) {
      const { body } = await get(page);
      expect(shellOf(body), page).toMatch(/^<header class="boot-bar">.*<\/header>$/);
      expect(jsonScript(body, 'preloaded'), page).toBeUndefined();
      expect(jsonScript(body, 'boot-assets'), page).toBeDefined();
    }
  });

  it("lists a league page's first reads before the boot script, which asks for them as it runs", async () => {
    const { body } = await get('/leagues/42');
    expect(jsonScript(body, 'boot-gets')).toEqual([
      { path: leaguePageReads.league(42) },
      { path: leaguePageReads.standings(42, 0) },
      { path: leaguePageReads.matchGroups(42) },
      { path: leaguePageReads.permissions(42), signedIn: true },
      {
        path: leaguePageReads.currentMatchGroup(42),
        signedIn: true,
        then: leaguePageReads.predictions(42, '{id}', 0),
      },
    ]);
    expect(body.indexOf('<script id="boot-gets"')).toBeLessThan(body.indexOf('<script>'));
    for (const page of [
      '/',
      '/leagues',
      '/leagues/abc',
      '/leagues/99999999999',
      '/seasons/1',
      '/login',
    ])
      expect(jsonScript((await get(page)).body, 'boot-gets'), page).toBeUndefined();
  });

  it('lists the leaderboard the leaderboards page shows first, by its address as the page reads it', async () => {
    const year = currentSeasonYear(new Date());
    const lastYear = new Date().getUTCFullYear() - 1;
    expect(jsonScript((await get('/leaderboards')).body, 'boot-gets')).toEqual([
      { path: `/leaderboards?season=all&view=season&year=${year}` },
    ]);
    expect(
      jsonScript(
        (await get(`/leaderboards?season=7&view=monthly&year=${lastYear}&month=3`)).body,
        'boot-gets',
      ),
    ).toEqual([{ path: `/leaderboards?season=7&view=monthly&year=${lastYear}&month=3` }]);
    expect(jsonScript((await get('/leaderboards?season=7&view=round')).body, 'boot-gets')).toEqual([
      { path: '/leaderboards?season=7&view=round' },
    ]);
  });

  it("wears the host's brand: its name in the bar and its accent on the Join Now button", async () => {
    const { body } = await get('/', 'scoreoracle.app');
    const oracle = DEFAULT_BRANDS.find((brand) => brand.id === 'score-oracle')!;
    expect(shellOf(body)).toContain(`>${oracle.name}</a></header>`);
    // The accent, shaded as the app's theme shades it: on the dark paper and the light background.
    expect(body).toContain(`--primary:${readableOn(oracle.accentColour, '#111a2e')};`);
    expect(body).toContain(`--primary:${readableOn(oracle.accentColour, '#f4f6fb')};`);
  });
});

describe('withBootShell', () => {
  it('leaves an index.html without the expected entry script as it is', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withBootShell(html, DEFAULT_BRANDS[0], { kind: 'hero' })).toBe(html);
  });
});
