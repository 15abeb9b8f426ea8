import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPlayerSession, openSettled, prepareVisit } from '../support/playerRoutes';

/** The element is wholly on screen and below the sticky top bar (nothing covers it). */
async function expectInView(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('on a phone the kit preview stays in view while styles and colours are chosen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prepareVisit(page, 'light', await newPlayerSession(request));
  await openSettled(page, '/kit-designer');
  const preview = page.getByRole('img', { name: /kit preview/ });

  await page.getByRole('radio', { name: /^Vertical Stripes/ }).check();
  const choices: [string, string, string][] = [
    ['Primary colour presets', 'Claret', '#7f1d1d'],
    ['Secondary colour presets', 'Amber', '#f59e0b'],
  ];
  for (const [group, name, hex] of choices) {
    const swatch = page
      .getByRole('group', { name: group })
      .getByRole('button', { name, exact: true });
    await swatch.scrollIntoViewIfNeeded();
    // Clicking proves the swatch itself is not under the preview strip.
    await swatch.click();
    await expectInView(page, preview);
    await expect(preview.locator(`rect[fill="${hex}"]`).first()).toBeAttached();
  }
  // The buttons at the very end of the page, too.
  await page.getByRole('button', { name: 'Save Kit Design' }).scrollIntoViewIfNeeded();
  await expectInView(page, preview);
});
