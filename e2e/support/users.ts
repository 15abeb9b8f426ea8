import { expect, type APIRequestContext } from '@playwright/test';
import { newPlayer, type PlayerAccount } from './unique';

export type RegisteredPlayer = PlayerAccount & { id: number; token: string };

/** Registers a fresh player through the API and answers their details, id and token. */
export async function registerPlayer(
  request: APIRequestContext,
  overrides: Partial<PlayerAccount> = {},
): Promise<RegisteredPlayer> {
  const player = { ...newPlayer(), ...overrides };
  const response = await request.post('/api/auth/register', {
    data: {
      email: player.email,
      password: player.password,
      teamName: player.teamName,
      firstName: player.firstName,
      lastName: player.lastName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { ...player, id: user.id, token };
}
