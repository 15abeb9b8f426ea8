import { expect, test } from '@playwright/test';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { createGameWeek } from '../support/game';

let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a misplaced match is flagged on the distribution, fixed from its Fix link, and leaves the incorrect-group table', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 2 });
  const misplaced = week.matches[1];
  const headers = { Authorization: `Bearer ${session.token}` };
  const moved = await request.put(`/api/admin/matches/${misplaced.id}`, {
    headers,
    data: { matchWeek: 5 },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await prepareAdminVisit(page, session);
  await openAdminSettled(page, '/admin/match-distribution');
  await expect(page.getByRole('heading', { level: 1, name: 'Match Distribution' })).toBeVisible();
  const card = page.getByRole('region', { name: new RegExp(`^${escape(week.seasonName)}`) });
  await expect(card).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${escape(week.seasonName)}.*Issues Detected`) }),
  ).toBeVisible();
  // Two matches in a week that expects 12: an orange tile.
  await expect(
    card.getByRole('listitem', { name: 'Matchweek 1: 2 of 12 matches' }),
  ).toHaveAttribute('data-tone', 'wrong');
  const wrong = card.getByRole('region', { name: 'Matches with an incorrect group' });
  await expect(wrong).toContainText("Match week 5 differs from the group's match week 1");

  const fix = wrong.getByRole('link', {
    name: `Fix ${misplaced.home} v ${misplaced.away} in Manage Matches`,
  });
  await expect(fix).toHaveAttribute('href', new RegExp(`/matches\\?highlight=${misplaced.id}$`));
  await fix.click();
  // Manage Matches opens on the page holding it, its season's matches.
  await expect(page).toHaveURL(/\/admin\/matches\?.*seasonId/);
  const row = page.getByRole('row').filter({ hasText: misplaced.home });
  await expect(row).toContainText('Highlighted');

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/matches/${misplaced.id}$`));
  await page.getByLabel('Match week').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/matches(\?|$)/);

  await openAdminSettled(page, '/admin/match-distribution');
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: 'Matches with an incorrect group' })).toHaveCount(
    0,
  );
});
