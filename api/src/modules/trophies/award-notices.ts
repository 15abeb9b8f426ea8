// One knex SQL statement claims every award not yet announced (UPDATE … SET notified_at … RETURNING,
// with its player's channels): set-based, and a row updated by one runner is skipped by another
// runner's statement, so each award is announced once however many instances run the job.
import type { Brand } from '@predictor/contracts';
import { brandedNotification } from '../../lib/branded-mail';
import { brandById, brandSiteUrl } from '../../lib/brands';
import type { AppDeps, JobDeps } from '../../lib/context';
import type { MailMessage } from '../../lib/mailer';
import { camelRows } from '../../db/rows';
import { unsubscribeLink } from '../newsletter/unsubscribe';
import { channelsSql } from '../push/channels';
import { pushToUser } from '../push/send';

/** The pg-boss queue of the award notices (jobs/runner.ts also runs it on a cron). */
export const AWARD_NOTICES_QUEUE = 'award-notices';

const TROPHIES = channelsSql('u', 'trophies');

export type AwardNotice = {
  awardId: number;
  userId: number;
  email: string;
  teamName: string;
  brand: string | null;
  trophyName: string;
  reason: string | null;
  byEmail: boolean;
  byPush: boolean;
};

/** After an admin's award: asks whichever runner takes the job to announce it (the cron does otherwise). */
export async function requestAwardNotices(deps: Pick<AppDeps, 'jobs' | 'log'>): Promise<void> {
  await deps.jobs
    ?.send(AWARD_NOTICES_QUEUE, {})
    .catch((error) =>
      deps.log.error({ err: error }, 'award notices not queued; the cron sends them'),
    );
}

/**
 * Announces every award not yet announced (medals, end-of-season trophies, an admin's awards) to its
 * player by e-mail, push or both as they chose for trophies and medals; an inactive player or one who
 * chose neither gets nothing, and the award counts as announced all the same. Claimed before sending:
 * a failed mail or push is logged, not retried (a missed notice rather than a duplicate).
 */
export async function sendAwardNotices(deps: JobDeps): Promise<number> {
  const result = await deps.knex.raw(
    `UPDATE trophy_awards a SET notified_at = :now
     FROM users u, trophies t
     WHERE a.notified_at IS NULL AND u.id = a.user_id AND t.id = a.trophy_id
     RETURNING a.id AS award_id, a.user_id, u.email, u.team_name, u.brand, t.name AS trophy_name, a.reason,
               u.is_active AND ${TROPHIES.byEmail} AS by_email, u.is_active AND ${TROPHIES.byPush} AS by_push`,
    { now: deps.now() },
  );
  let sent = 0;
  for (const notice of camelRows<AwardNotice>(result).sort((a, b) => a.awardId - b.awardId)) {
    if (!notice.byEmail && !notice.byPush) continue;
    if (notice.byEmail) await mailNotice(deps, notice);
    if (notice.byPush)
      await pushToUser(deps, notice.userId, awardPush(notice), { ttlSeconds: 7 * 24 * 3600 });
    sent += 1;
  }
  return sent;
}

async function mailNotice(deps: JobDeps, notice: AwardNotice) {
  const brand = brandById(deps.config.brands, notice.brand);
  const siteUrl = brandSiteUrl(deps.config.publicUrl, brand);
  try {
    const unsubscribeUrl = await unsubscribeLink(deps, notice.userId, 'all', siteUrl);
    await deps.mailer.send(awardMail(notice, brand, deps.config.mailFrom, siteUrl, unsubscribeUrl));
  } catch (error) {
    deps.log.error({ err: error, awardId: notice.awardId }, 'award notice not mailed');
  }
}

/** The award as a notification; opens the player's trophy room. */
export function awardPush(notice: AwardNotice) {
  return {
    title: `You won ${notice.trophyName}`,
    body: notice.reason ?? 'It is in your trophy room.',
    url: '/trophies',
    tag: `trophy-${notice.awardId}`,
    kind: 'trophy' as const,
  };
}

/** The award as an e-mail in the player's brand. */
export function awardMail(
  notice: AwardNotice,
  brand: Brand,
  mailFrom: string,
  siteUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  return brandedNotification(mailFrom, brand, {
    to: notice.email,
    subject: `You won ${notice.trophyName}`,
    greeting: `Hello ${notice.teamName},`,
    lines: [
      `Congratulations: ${notice.trophyName} is yours${notice.reason ? ` (${notice.reason})` : ''}.`,
    ],
    action: { label: 'See your trophies', url: `${siteUrl}/trophies` },
    footer:
      'You get this because you chose trophy and medal e-mails in your profile. The link below turns off all e-mails from the game.',
    unsubscribeUrl,
  });
}
