import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { headToHead } from '../support/compare';
import { prepareVisit } from '../support/playerRoutes';
import { registerPlayer, type RegisteredPlayer } from '../support/users';

/** Signs the player in through the API and puts the session in the browser before any script. */
async function signIn(page: Page, request: APIRequestContext, player: RegisteredPlayer) {
  const response = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await prepareVisit(page, 'light', await response.json());
}

/** A shared match's item on the page, by its teams. */
const sharedMatch = (page: Page, match: { home: string; away: string }) =>
  page
    .getByRole('region', { name: /^Shared matches/ })
    .getByRole('listitem', { name: `${match.home} v ${match.away}` });

test("Compare with me from a player's profile: both totals, a shared match side by side, their open pick hidden", async ({
  page,
  request,
}) => {
  const [me, rival] = [await registerPlayer(request), await registerPlayer(request)];
  const season = await headToHead(request, me.token, rival.token);
  await signIn(page, request, me);

  await page.goto(`/users/${rival.id}`);
  await expect(page.getByRole('heading', { level: 1, name: rival.teamName })).toBeVisible();
  await page.getByRole('link', { name: 'Compare with me' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare/${rival.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Head to head: You v ${rival.teamName}` }),
  ).toBeVisible();
  const players = page.getByRole('region', { name: 'Players' });
  await expect(players.getByText(me.teamName)).toBeVisible();
  await expect(players.getByRole('link', { name: rival.teamName })).toBeVisible();
  await expect(page.getByText(season.seasonName)).toBeVisible();

  const totals = page.getByRole('region', { name: 'Season totals' });
  await expect(totals.getByText('You lead by 4 pts')).toBeVisible();
  const points = totals
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Points' }) });
  await expect(points).toHaveText(/^7 \(ahead\)\s*Points\s*3$/);
  const bankers = totals
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Bankers right' }) });
  await expect(bankers).toHaveText(/1 of 1\s*Bankers right\s*1 of 1/);

  // The round's points in words for screen readers (the bars are drawn for the eyes).
  const rounds = page.getByRole('table', { name: 'Points per round, oldest first' });
  await expect(rounds.getByRole('row', { name: /Matchweek 1/ })).toHaveText(
    /Matchweek 1\s*7 pts\s*3 pts/,
  );

  // A played match: both picks and their points side by side.
  const played = sharedMatch(page, season.played);
  await expect(played).toContainText('2–1'); // the result, and my pick
  await expect(played).toContainText(/You\s*2–1\s*★ Banker\s*Exact score\s*6 pts/);
  await expect(played.getByText('1–0')).toBeVisible();
  await expect(played).toContainText(
    new RegExp(`${rival.teamName}\\s*1–0\\s*Correct result\\s*1 pt`),
  );

  // The open match: my own pick shows, the rival's stays hidden (and never reached the browser).
  const open = sharedMatch(page, season.open);
  await expect(open.getByText('3–3')).toBeVisible();
  await expect(open.getByText('Hidden until predictions close')).toBeVisible();
  await expect(open).not.toContainText('1–2');
  const answer = await request.get(`/api/users/${rival.id}/compare`, {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  const body = (await answer.json()) as {
    sharedMatches: { match: { id: number }; them: { homeGoals: number | null; hidden: boolean } }[];
  };
  expect(body.sharedMatches.find((s) => s.match.id === season.open.id)?.them).toMatchObject({
    homeGoals: null,
    hidden: true,
  });
});

test("Compare with me from a league's standings, on each other member's row only", async ({
  page,
  request,
}) => {
  const [me, rival] = [await registerPlayer(request), await registerPlayer(request)];
  const season = await headToHead(request, me.token, rival.token);
  const created = await request.post('/api/leagues', {
    data: {
      name: 'Head to Head League',
      description: 'Us two',
      season: season.seasonId,
      type: 'public',
    },
    headers: { Authorization: `Bearer ${me.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { league } = (await created.json()) as { league: { id: number } };
  const joined = await request.post(`/api/leagues/${league.id}/join`, {
    headers: { Authorization: `Bearer ${rival.token}` },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await signIn(page, request, me);

  await page.goto(`/leagues/${league.id}`);
  const standings = page.getByRole('table', { name: 'Head to Head League standings' });
  await expect(standings.getByRole('link', { name: rival.teamName, exact: true })).toBeVisible();
  await expect(standings.getByRole('link', { name: `Compare ${me.teamName} with me` })).toHaveCount(
    0,
  );
  await standings.getByRole('link', { name: `Compare ${rival.teamName} with me` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Head to head: You v ${rival.teamName}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Season totals' })).toContainText(
    'You lead by 4 pts',
  );
});
