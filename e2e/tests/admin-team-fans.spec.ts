import { expect, test } from '@playwright/test';
import { adminSession, openAdminSettled, prepareAdminVisit } from '../support/admin';
import { createTeamViaApi } from '../support/catalogue';
import { newPlayerSession } from '../support/playerRoutes';

test('a team three players chose shows their fans, and is among the Most Popular when it leads', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const team = await createTeamViaApi(request, admin.token, { withLogo: true });
  // Enough fans to lead any team earlier specs gave fans to.
  for (let i = 0; i < 3; i++) {
    const player = await newPlayerSession(request);
    const chosen = await request.put('/api/users/favourite-team', {
      headers: { Authorization: `Bearer ${player.token}` },
      data: { favouriteTeamId: team.id },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }

  await prepareAdminVisit(page, admin);
  await openAdminSettled(page, '/admin/favourite-teams');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Favourite Teams Analytics' }),
  ).toBeVisible();
  const withFavourite = page.getByLabel('Players with a favourite team');
  await expect(withFavourite).toContainText(/\d+/);
  await page.getByLabel('Search teams').fill(team.name);
  const card = page.getByRole('listitem', { name: team.name });
  await expect(card).toContainText('3 fans');
  await expect(card).toContainText('Most Popular');
  await expect(card.getByRole('img', { name: `${team.name} crest` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top teams by fans' })).toBeVisible();
});
