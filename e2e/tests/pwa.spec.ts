import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Page } from '@playwright/test';
import { createGameWeek } from '../support/game';
import { newPlayerSession, prepareVisit } from '../support/playerRoutes';
import { predict } from '../support/rounds';

/**
 * Issue 30 item 1: the player site as an installable Progressive Web App. These journeys let the
 * service worker run (every other one blocks it: playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = /^You are offline\. Showing saved fixtures and predictions/;

/** Waits until the site's service worker is installed and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

type Icon = { src: string; sizes: string; type: string; purpose: string };
type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: Icon[];
};

/** The manifest the page links, its content type, and each icon's PNG signature and size as read. */
async function readManifest(page: Page) {
  return page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    const answer = await fetch(href);
    const manifest = (await answer.json()) as Manifest;
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const bytes = new Uint8Array(await (await fetch(icon.src)).arrayBuffer());
        const view = new DataView(bytes.buffer);
        return {
          src: icon.src,
          png: [...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('') === 'PNG',
          // The IHDR chunk: width and height, big-endian, from byte 16.
          size: `${view.getUint32(16)}x${view.getUint32(20)}`,
          sizes: icon.sizes,
        };
      }),
    );
    return { contentType: answer.headers.get('content-type'), manifest, icons };
  });
}

test('each brand has its own manifest and icons, and Chromium finds the site installable', async ({
  baseURL,
}, testInfo) => {
  const port = new URL(baseURL!).port;
  const visit = async (origin: string) => {
    // A browser profile of its own: Chromium never offers to install from an incognito context
    // (which every browser.newContext() is).
    const profile = mkdtempSync(path.join(os.tmpdir(), 'predictor-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: origin,
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const read = await readManifest(page);
    // What Lighthouse's installability audit asks Chromium: the manifest as parsed, and what
    // (if anything) keeps the site from being installed.
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    return { ...read, parsedErrors: parsed.errors, installabilityErrors };
  };

  // Chromium resolves every *.localhost name to this machine, so both reach the same server.
  const standard = await visit(`http://127.0.0.1:${port}`);
  const oracle = await visit(`http://score-oracle.localhost:${port}`);

  for (const [brand, id, name, colour] of [
    [standard, 'predictor', 'Predictor', '#22c55e'],
    [oracle, 'score-oracle', 'Score Oracle', '#8b5cf6'],
  ] as const) {
    expect(brand.contentType).toMatch(/^application\/manifest\+json/);
    expect(brand.manifest).toMatchObject({
      id: '/',
      name,
      short_name: name,
      scope: '/',
      display: 'standalone',
      theme_color: colour,
    });
    expect(brand.manifest.start_url).toMatch(/^\/seasons(\/\d+\?matchweek=current)?$/);
    expect(brand.icons).toEqual([
      { src: `/brands/icons/${id}-192.png`, png: true, size: '192x192', sizes: '192x192' },
      { src: `/brands/icons/${id}-512.png`, png: true, size: '512x512', sizes: '512x512' },
      { src: `/brands/icons/${id}-maskable-512.png`, png: true, size: '512x512', sizes: '512x512' },
    ]);
    expect(brand.manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    expect(brand.parsedErrors).toEqual([]);
    expect(brand.installabilityErrors).toEqual([]);
  }
});

test('offline, the site opens with a banner and shows the fixtures and own prediction seen before', async ({
  page,
  context,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 2, kickOffInHours: 48 });
  const [match] = week.matches;
  const player = await newPlayerSession(request);
  await predict(request, player.token, match, { homeGoals: 2, awayGoals: 1 });
  await prepareVisit(page, 'dark', player);

  const seasonPage = `/seasons/${week.seasonId}`;
  await page.goto(seasonPage);
  const card = page.getByRole('article', { name: `${match.home} v ${match.away}` });
  await expect(card.getByRole('textbox', { name: `${match.home} goals` })).toHaveValue('2');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
  // Once the worker controls the page, the page asks again through it, and the answers are kept.
  await controlled(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('predictor-api')).keys();
        return kept.map((request) => new URL(request.url).pathname + new URL(request.url).search);
      }),
    )
    .toEqual(
      expect.arrayContaining([
        `/api/seasons/${week.seasonId}`,
        `/api/seasons/${week.seasonId}/match-groups`,
        `/api/matches?season=${week.seasonId}`,
      ]),
    );

  await context.setOffline(true);
  // A new tab: nothing from the first one's session storage, only what the worker kept.
  const offline = await context.newPage();
  await offline.goto(seasonPage);
  await expect(offline.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  const offlineCard = offline.getByRole('article', { name: `${match.home} v ${match.away}` });
  await expect(offlineCard.getByRole('textbox', { name: `${match.home} goals` })).toHaveValue('2');
  await expect(offlineCard.getByRole('textbox', { name: `${match.away} goals` })).toHaveValue('1');
  await expect(
    offline.getByRole('article', { name: `${week.matches[1].home} v ${week.matches[1].away}` }),
  ).toBeVisible();

  // A change cannot be saved: it says so at once rather than waiting for the network.
  await offlineCard.getByRole('button', { name: `Increase ${match.home} goals` }).click();
  await expect(offlineCard.getByRole('textbox', { name: `${match.home} goals` })).toHaveValue('3');
  await offlineCard.getByRole('button', { name: 'Update Prediction' }).click();
  await expect(offlineCard.getByText("changes can't be saved until you reconnect")).toBeVisible();

  // A page never opened before still opens (the app shell), with the banner.
  await offline.goto('/rules');
  await expect(offline.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(offline.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(offline.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
});

test('a new build: "New version available", and Reload runs it', async ({ page }) => {
  const workerFile = fileURLToPath(new URL('../../player/dist/sw.js', import.meta.url));
  const original = readFileSync(workerFile, 'utf8');
  await page.goto('/');
  await controlled(page);
  await expect(page.getByText('New version available')).toHaveCount(0);

  // A deploy: the server now serves another worker, one that answers /__sw-build with its build.
  const next = `self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/__sw-build') event.respondWith(new Response('next'));
});
${original}`;
  try {
    writeFileSync(workerFile, next);
    // Browsers check the worker on each page load (and the page every hour); ask now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Still the old build until the player says so.
    expect(await page.evaluate(async () => (await fetch('/__sw-build')).text())).not.toBe('next');

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await controlled(page);
    expect(await page.evaluate(async () => (await fetch('/__sw-build')).text())).toBe('next');
    await expect(page.getByText('New version available')).toHaveCount(0);
  } finally {
    writeFileSync(workerFile, original);
  }
});

test('a push shows its notification, and a click on it opens its page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await controlled(page);

  // What a push service delivers, handed to the worker as Chromium would (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registration,
    data: JSON.stringify({
      title: 'Predictions close in 2 hours',
      body: 'Matchweek 12: 3 matches to predict',
      url: '/rules',
      tag: 'reminder-12',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([
      {
        title: 'Predictions close in 2 hours',
        body: 'Matchweek 12: 3 matches to predict',
        tag: 'reminder-12',
        url: `${baseURL}/rules`,
      },
    ]);

  // The click (headless Chromium draws no notification to click: the worker gets the event).
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (globalThis as unknown as Record<string, unknown>)
      .NotificationEvent as new (type: string, init: { notification: Notification }) => Event;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}/rules`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
