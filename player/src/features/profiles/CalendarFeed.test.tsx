import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';

const everton = { id: 3, name: 'Everton', shortName: 'EVE', logoUrl: null, countryCode: 'EN' };
const fan = makeUser({ id: 1, favouriteTeamId: 3, favouriteTeam: everton });
const neutral = makeUser({ id: 2 });
const GET = 'GET /api/users/me/calendar';
const RESET = 'POST /api/users/me/calendar/reset';
const links = (token: string) => ({
  httpsUrl: `https://predictor.example/api/calendar/${token}.ics`,
  webcalUrl: `webcal://predictor.example/api/calendar/${token}.ics`,
});

function stub(handlers: Parameters<typeof mockApi>[0] = {}, user = fan) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/teams': { body: [{ ...everton, competition: null }] },
    [GET]: { body: links('c1.first') },
    ...handlers,
  });
}

async function calendarCard(user = fan) {
  renderApp('/profile', { user });
  return screen.findByRole('region', { name: 'Calendar' });
}

const linkField = (card: HTMLElement) =>
  within(card).getByRole('textbox', { name: 'Calendar link' });

describe('the calendar card on /profile', () => {
  it('shows the link read-only, adds it to the calendar as webcal and copies it', async () => {
    stub();
    const user = userEvent.setup();
    const card = await calendarCard();
    expect(card).toHaveTextContent('Anyone with this link can see your deadlines');
    expect(await within(card).findByRole('textbox', { name: 'Calendar link' })).toHaveValue(
      links('c1.first').httpsUrl,
    );
    expect(linkField(card)).toHaveAttribute('readonly');
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      links('c1.first').webcalUrl,
    );
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(links('c1.first').httpsUrl);
  });

  it("adds the favourite team's fixtures to the link when switched on", async () => {
    stub();
    const card = await calendarCard();
    await within(card).findByRole('textbox', { name: 'Calendar link' });
    await userEvent.click(within(card).getByRole('switch', { name: "Include Everton's fixtures" }));
    expect(linkField(card)).toHaveValue(`${links('c1.first').httpsUrl}?fixtures=team`);
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `${links('c1.first').webcalUrl}?fixtures=team`,
    );
  });

  it('offers no fixtures switch without a favourite team', async () => {
    stub({}, neutral);
    const card = await calendarCard(neutral);
    await within(card).findByRole('textbox', { name: 'Calendar link' });
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('resets the link only after a confirmation, then shows the new one', async () => {
    const fetchMock = stub({ [RESET]: { body: links('c1.second') } });
    const card = await calendarCard();
    await within(card).findByRole('textbox', { name: 'Calendar link' });
    const resets = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

    await userEvent.click(within(card).getByRole('button', { name: 'Reset link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    expect(dialog).toHaveTextContent(
      'The old link stops working at once; calendars that use it stop updating.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets()).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Reset link' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(linkField(card)).toHaveValue(links('c1.second').httpsUrl));
    expect(resets()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('status')).toHaveTextContent('Your calendar link was reset');
  });

  it('shows a skeleton while loading, and a failure with a retry', async () => {
    let calls = 0;
    stub({
      [GET]: () =>
        ++calls === 1
          ? { status: 500, body: { message: 'Something went wrong' } }
          : { body: links('c1.first') },
    });
    const card = await calendarCard();
    expect(within(card).getByRole('status', { name: 'Loading your calendar link' })).toBeVisible();
    expect(await within(card).findByText('Something went wrong')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByRole('textbox', { name: 'Calendar link' })).toHaveValue(
      links('c1.first').httpsUrl,
    );
  });
});
