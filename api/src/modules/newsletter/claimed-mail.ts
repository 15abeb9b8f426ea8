import type { Brand } from '@predictor/contracts';
import { brandById, brandSiteUrl } from '../../lib/brands';
import type { JobDeps } from '../../lib/context';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeLink, type UnsubscribeKind } from './unsubscribe';

export type MailLinks = { mailFrom: string; siteUrl: string; unsubscribeUrl: string };

/**
 * Sends one player mail whose row the caller has just claimed in `claim.table` (its primary key makes
 * a re-run harmless), in the player's brand with their one-click unsubscribe link of `kind`. Marks the
 * row sent_at once the mailer accepted the mail; a mailer error drops the claim so the next tick
 * retries. Answers whether it was sent.
 */
export async function sendClaimedMail(
  deps: JobDeps,
  claim: { table: string; key: Record<string, number>; what: string },
  player: { userId: number; brand: string | null },
  kind: UnsubscribeKind,
  build: (brand: Brand, links: MailLinks) => MailMessage,
): Promise<boolean> {
  const brand = brandById(deps.config.brands, player.brand);
  const siteUrl = brandSiteUrl(deps.config.publicUrl, brand);
  try {
    const unsubscribeUrl = await unsubscribeLink(deps, player.userId, kind, siteUrl);
    await deps.mailer.send(
      build(brand, { mailFrom: deps.config.mailFrom, siteUrl, unsubscribeUrl }),
    );
  } catch (error) {
    deps.log.error({ err: error, ...claim.key }, `${claim.what} not sent; retried next tick`);
    await deps.knex(claim.table).where(claim.key).delete();
    return false;
  }
  await deps.knex(claim.table).where(claim.key).update({ sentAt: deps.now() });
  return true;
}
