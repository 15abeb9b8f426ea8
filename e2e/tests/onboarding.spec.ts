import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RegisterPage } from '../pages/RegisterPage';
import { createFanLeague, createInviteOnlyLeague } from '../support/fanLeagues';
import { createGameWeek } from '../support/game';
import { newPlayerSession, prepareVisit } from '../support/playerRoutes';
import { newPlayer } from '../support/unique';

/** Onboarding (spec §2, §4): register → kit designer → favourite team → fan league or welcome page. */

/** The state the page was given on navigation (react-router keeps it in history.state.usr). */
const navigationState = (page: Page) =>
  page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

/** The signed-in player's own record and leagues, read with the token the site stored. */
async function whoAmI(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const my = await (await request.get('/api/leagues/my', { headers })).json();
  return {
    user: me.user as {
      kitStyle: string | null;
      kitPrimaryColour: string | null;
      favouriteTeamId: number | null;
    },
    leagueIds: (my.memberships as { league: { id: number } }[]).map((m) => m.league.id),
  };
}

test('a new fan registers from a fan-league page and ends on that league with the joined message', async ({
  page,
  request,
}) => {
  const league = await createFanLeague(request);
  await page.goto(`/${league.groupname}`);
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  await page.getByRole('button', { name: 'Register & Join League' }).click();

  await new RegisterPage(page).register(newPlayer());
  await expect(page).toHaveURL(/\/kit-designer$/);
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL(/\/select-favourite-team$/);
  await page.getByRole('radio', { name: "None, I'm a neutral" }).check();
  await page.getByRole('button', { name: 'Save Favourite Team and Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
  expect(await navigationState(page)).toEqual({
    message:
      "Great! You've selected No team selected as your favourite team and joined the fan league.",
  });
  const { leagueIds } = await whoAmI(page, request);
  expect(leagueIds).toContain(league.id);
  expect(await page.evaluate(() => window.sessionStorage.getItem('pendingFanLeague'))).toBeNull();
});

test('a new player designs a kit, picks a favourite team and lands on the welcome page with the message', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const team = week.matches[0].home;

  await page.goto('/register');
  await new RegisterPage(page).register(newPlayer());
  await expect(page).toHaveURL(/\/kit-designer$/);

  const save = page.getByRole('button', { name: 'Save Kit and Continue' });
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: /^Vertical Stripes/ }).check();
  await page
    .getByRole('group', { name: 'Primary colour presets' })
    .getByRole('button', { name: 'Claret', exact: true })
    .click();
  await expect(page.getByRole('img', { name: /kit preview/ })).toHaveAttribute(
    'data-kit-style',
    'vertical',
  );
  await save.click();
  await expect(page.getByRole('dialog', { name: 'Kit Design Saved!' })).toBeVisible();
  // The modal moves on by itself after 2 seconds.
  await expect(page).toHaveURL(/\/select-favourite-team$/);

  const saveTeam = page.getByRole('button', { name: 'Save Favourite Team and Continue' });
  await expect(saveTeam).toBeDisabled();
  await expect(
    page.getByText('Please select a team or choose "None, I\'m a neutral"'),
  ).toBeVisible();
  await page.getByRole('radio', { name: team }).check();
  await saveTeam.click();

  await expect(page).toHaveURL(/\/new-user$/);
  await expect(page.getByRole('alert')).toHaveText(
    `Great! You've selected ${team} as your favourite team.`,
  );
  const { user } = await whoAmI(page, request);
  expect(user).toMatchObject({ kitStyle: 'vertical', kitPrimaryColour: '#7f1d1d' });
  expect(user.favouriteTeamId).not.toBeNull();

  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a player joins a friend's invite-only league by code from the welcome page", async ({
  page,
  request,
}) => {
  const owner = await newPlayerSession(request);
  const league = await createInviteOnlyLeague(request, owner.token);
  const friend = await newPlayerSession(request);
  await prepareVisit(page, 'dark', friend);

  await page.goto('/new-user');
  await page.getByRole('button', { name: /Enter Invite Code/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Invite Code' });
  await dialog.getByRole('button', { name: 'Join League' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter an invite code');
  await dialog.getByLabel('Invite Code').fill('NO-SUCH-CODE');
  await dialog.getByRole('button', { name: 'Join League' }).click();
  await expect(dialog.getByRole('alert')).not.toHaveText('Please enter an invite code');

  await dialog.getByLabel('Invite Code').fill(` ${league.inviteCode} `);
  await dialog.getByRole('button', { name: 'Join League' }).click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
  const { leagueIds } = await whoAmI(page, request);
  expect(leagueIds).toContain(league.id);
});

test('a signed-in player joins a fan league from its landing page; signing in with a stored one joins it', async ({
  page,
  request,
}) => {
  const league = await createFanLeague(request);
  const player = await newPlayerSession(request);
  await prepareVisit(page, 'light', player);
  await page.goto(`/${league.groupname}`);
  await page.getByRole('button', { name: `Join ${league.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));

  await page.goto(`/${league.groupname}`);
  await expect(page.getByRole('link', { name: 'View League & Make Predictions' })).toHaveAttribute(
    'href',
    `/seasons/${league.seasonId}`,
  );
  await expect(page.getByRole('link', { name: 'View League', exact: true })).toHaveAttribute(
    'href',
    `/leagues/${league.id}`,
  );
});

test('signing in from a fan-league page joins it and opens the league', async ({
  page,
  request,
}) => {
  const league = await createFanLeague(request);
  const account = newPlayer();
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);

  await page.goto(`/${league.groupname}`);
  await page.getByRole('button', { name: 'Already Have Account? Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
  expect((await whoAmI(page, request)).leagueIds).toContain(league.id);
});

test('an unknown fan league says so; a path that cannot be a group name is not found', async ({
  page,
}) => {
  await page.goto('/no-such-fan-league-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Fan league not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/No_Such');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
