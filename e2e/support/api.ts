import { expect, type APIRequestContext } from '@playwright/test';
import { newPlayer, type PlayerAccount } from './unique';

/** Registers a player through the API (for specs whose subject is not registration itself). */
export async function registerPlayerViaApi(request: APIRequestContext): Promise<PlayerAccount> {
  const player = newPlayer();
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
  return player;
}
