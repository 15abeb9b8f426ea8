import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './game';
import { awardTrophy, createTrophy } from './trophies';
import { registerPlayer, type RegisteredPlayer } from './users';

/** A fresh player with one trophy awarded by the admin (monthly champion, with a reason). */
export async function playerWithTrophy(
  request: APIRequestContext,
): Promise<{ player: RegisteredPlayer; trophy: { id: number; name: string }; reason: string }> {
  const player = await registerPlayer(request);
  const token = await adminToken(request);
  const trophy = await createTrophy(request, token, {
    trophyType: 'monthly_first',
    description: 'Top of the monthly table',
  });
  const reason = 'Best predictor of the month';
  await awardTrophy(request, token, trophy.id, [player.id], reason);
  return { player, trophy, reason };
}
