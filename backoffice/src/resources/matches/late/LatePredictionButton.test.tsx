import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { i18nProvider } from '../../../i18n';
import { LatePredictionButton } from './LatePredictionButton';
import { currentPredictionText, REPLACE_TEXTS } from './latePrediction';

const MATCH = {
  id: 9,
  status: 'finished',
  predictionsClose: '2020-01-01T12:00:00.000Z',
  matchDate: '2020-01-01T13:00:00.000Z',
  homeTeam: { id: 1, name: 'Rovers' },
  awayTeam: { id: 2, name: 'United' },
} as unknown as AdminMatch;

const PLAYERS = [
  { id: 3, teamName: 'Red Lions', email: 'lions@example.com' },
  { id: 4, teamName: 'Red Lions', email: 'other-lions@example.com' },
];

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[];
let current: unknown;

beforeEach(() => {
  sent = [];
  current = { prediction: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({
        url,
        method,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
      const answer =
        method === 'PUT'
          ? {
              created: false,
              prediction: {
                id: 1,
                userId: 3,
                matchId: 9,
                homeGoals: 1,
                awayGoals: 1,
                isBanker: true,
                points: 0,
                isScored: false,
                enteredByAdmin: true,
              },
            }
          : current;
      return new Response(JSON.stringify(answer), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton() {
  const dataProvider = { searchUsers: vi.fn(async () => PLAYERS) };
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
      >
        <RecordContextProvider value={MATCH}>
          <LatePredictionButton />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Late prediction' }));
}

/** Typed as a user types: into the focused box (an unfocused Autocomplete resets its text). */
function typeInPlayer(text: string) {
  const box = screen.getByRole('combobox', { name: 'Player' });
  box.focus();
  fireEvent.change(box, { target: { value: text } });
}

async function choosePlayer(email: string) {
  typeInPlayer('red');
  const option = await screen.findByRole('option', {
    name: (name) => name.replace(/\s/g, '') === `RedLions${email}`,
  });
  fireEvent.click(option);
}

function fillScoreAndReason() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Rovers' }), { target: { value: '1' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'United' }), { target: { value: '1' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
    target: { value: 'Phoned in' },
  });
}

const puts = () => sent.filter((s) => s.method === 'PUT');

describe('LatePredictionButton', () => {
  it('lists each player with team name and e-mail, so same-named teams are told apart', async () => {
    renderButton();
    typeInPlayer('red');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Red Lionslions@example.com',
      'Red Lionsother-lions@example.com',
    ]);
    expect(within(options[1]).getByText('other-lions@example.com')).toBeTruthy();
  });

  it("shows the player's current prediction and saves only once its replacement is confirmed", async () => {
    current = { prediction: { homeGoals: 2, awayGoals: 1, isBanker: true, enteredByAdmin: false } };
    renderButton();
    await choosePlayer('other-lions@example.com');
    expect(await screen.findByText('Current prediction: 2\u20131, banker')).toBeTruthy();
    expect(sent.find((s) => s.method === 'GET')?.url).toBe('/api/admin/matches/9/predictions/4');
    fillScoreAndReason();
    fireEvent.click(screen.getByRole('button', { name: 'Replace prediction' }));
    expect(await screen.findByText(REPLACE_TEXTS.confirmRequired)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: REPLACE_TEXTS.confirm }));
    expect(screen.queryByText(REPLACE_TEXTS.confirmRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Replace prediction' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      url: '/api/admin/matches/9/predictions/4',
      body: { homeGoals: 1, awayGoals: 1, reason: 'Phoned in' },
    });
  });

  it('asks no confirmation when the player has no prediction yet', async () => {
    renderButton();
    await choosePlayer('lions@example.com');
    expect(await screen.findByText(REPLACE_TEXTS.none)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fillScoreAndReason();
    fireEvent.click(screen.getByRole('button', { name: 'Save prediction' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
  });

  it('says when the current prediction was entered by an admin', () => {
    expect(
      currentPredictionText({ homeGoals: 0, awayGoals: 3, isBanker: false, enteredByAdmin: true }),
    ).toBe('Current prediction: 0\u20133, entered by an admin');
  });
});
