import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from '../support/game';
import { uniqueSuffix } from '../support/unique';

// A 1×1 PNG: the server checks an upload's type by its first bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Publishes a post through the admin news API, dated `minutesAgo` before now. */
async function publish(
  request: APIRequestContext,
  token: string,
  fields: { title: string; content: string; minutesAgo: number; headerImage?: string },
) {
  const response = await request.post('/api/news/admin', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: fields.title,
      content: fields.content,
      headerImage: fields.headerImage,
      status: 'published',
      publishDate: new Date(Date.now() - fields.minutesAgo * 60_000).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug: string; title: string };
}

test('a visitor reads the news 10 posts at a time, then opens an article', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const run = uniqueSuffix();
  const upload = await request.post('/api/news/admin/upload-header', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { headerImage: { name: 'header.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { imageUrl: headerImage } = (await upload.json()) as { imageUrl: string };
  // Twelve posts, newest first: "01" is the newest; the two oldest need "Load More Posts".
  const posts = [];
  for (let i = 1; i <= 12; i += 1) {
    const n = String(i).padStart(2, '0');
    posts.push(
      await publish(request, token, {
        title: `E2E ${run} post ${n}`,
        content:
          i === 1
            ? `<h2>Kick-off</h2><p>The ${'season starts '.repeat(20)}</p><ul><li>One</li><li>Two</li></ul><p><a href="https://example.com/">Full report</a></p>`
            : `<p>Story ${n} of the run.</p>`,
        minutesAgo: i / 100,
        headerImage: i === 1 ? headerImage : undefined,
      }),
    );
  }

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'News posts' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(`E2E ${run} post 01`);
  await expect(cards.first()).toContainText(/season starts .*\.\.\.$/);
  await expect(page.getByText(`E2E ${run} post 11`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Load More Posts' }).click();
  await expect(page.getByText(`E2E ${run} post 12`)).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(10);
  await expect(cards.nth(10)).toContainText(`E2E ${run} post 11`);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/${posts[0].slug}$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(`E2E ${run} post 01`);
  await expect(article.getByRole('heading', { level: 2, name: 'Kick-off' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(2);
  await expect(article.getByRole('link', { name: 'Full report' })).toBeVisible();
  await expect(page).toHaveTitle(`E2E ${run} post 01 | Predictor`);

  await page.getByRole('link', { name: 'Back to News' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await page.goto('/news/no-such-post-here');
  await expect(page.getByRole('heading', { level: 1, name: 'News post not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible();
});

test('each host name gets its own brand: name, logo, title, theme colour and accent', async ({
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const visit = async (origin: string) => {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('banner');
    // The logo beside the word mark is decorative (alt=""), so it is found as an element.
    await expect(banner.locator('img').first()).toBeVisible();
    const primary = await page
      .getByRole('main')
      .getByRole('link', { name: 'Join Now' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const brand = {
      title: await page.title(),
      themeColour: await page.locator('meta[name="theme-color"]').getAttribute('content'),
      logo: await banner.locator('img').first().getAttribute('src'),
      wordMark: await banner
        .getByText(/^(Predictor|Score Oracle)$/)
        .first()
        .textContent(),
      // From the page (Node cannot resolve *.localhost; Chromium does).
      api: await page.evaluate(async () => (await fetch('/api/brand')).json()),
      primary,
    };
    await context.close();
    return brand;
  };

  // Chromium resolves every *.localhost name to this machine, so both reach the same server.
  const standard = await visit(`http://127.0.0.1:${port}`);
  const oracle = await visit(`http://score-oracle.localhost:${port}`);

  expect(standard).toMatchObject({
    title: 'Predictor – Football Score Predictions',
    themeColour: '#22c55e',
    logo: '/brands/predictor.svg',
    wordMark: 'Predictor',
    api: { id: 'predictor', name: 'Predictor' },
  });
  expect(oracle).toMatchObject({
    title: 'Score Oracle – Football Score Predictions',
    themeColour: '#8b5cf6',
    logo: '/brands/score-oracle.svg',
    wordMark: 'Score Oracle',
    api: { id: 'score-oracle', name: 'Score Oracle', mailSenderName: 'Score Oracle' },
  });
  expect(oracle.primary).not.toBe(standard.primary);
});
