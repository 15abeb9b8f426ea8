import type { Brand } from '@predictor/contracts';
import { brandedNotification } from '../../lib/branded-mail';
import type { MailMessage } from '../../lib/mailer';
import { mailDateTime } from '../../lib/mail-time';
import type { CompletedWeek, Recipient } from './week';

export type TableMove = { table: string; before: number | undefined; after: number | undefined };

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
export const pts = (n: number) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** "5th (up 3 from 8th)", "2nd (unchanged)", "4th (down 1 from 3rd)", "7th (new)". */
export function describeMove({ before, after }: TableMove): string {
  if (after === undefined) return 'not placed';
  if (before === undefined) return `${ordinal(after)} (new)`;
  if (before === after) return `${ordinal(after)} (unchanged)`;
  return `${ordinal(after)} (${after < before ? 'up' : 'down'} ${Math.abs(before - after)} from ${ordinal(before)})`;
}

function bankerLine(banker: Recipient['banker']): string {
  if (!banker) return 'Banker: none this week.';
  const outcome =
    banker.points > 0
      ? `won ${pts(banker.points)}`
      : banker.points < 0
        ? `lost ${pts(-banker.points)}`
        : 'no points';
  return `Banker: ${banker.match}, ${outcome}.`;
}

export type RoundWinner = { userId: number; teamName: string; totalPoints: number };

/** "Round winner: Red Rovers with 14 points." (ties: every winner, "with 14 points each"); yours said. */
export function winnersLine(winners: RoundWinner[], userId: number): string | null {
  if (winners.length === 0) return null;
  const names = winners.map((w) => w.teamName);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const points = pts(winners[0].totalPoints) + (winners.length > 1 ? ' each' : '');
  const yours = winners.some((w) => w.userId === userId)
    ? winners.length > 1
      ? ' You share the round win!'
      : ' You won the round!'
    : '';
  return `Round ${winners.length > 1 ? 'winners' : 'winner'}: ${list} with ${points}.${yours}`;
}

/** One player's recap of a completed week, in their brand; the next deadline in their zone. */
export function recapMail(
  week: CompletedWeek,
  recipient: Recipient,
  moves: TableMove[],
  nextDeadline: Date | null,
  winners: RoundWinner[],
  brand: Brand,
  links: { mailFrom: string; siteUrl: string; unsubscribeUrl: string },
): MailMessage {
  const title = `${week.competitionName} – ${week.weekName}`;
  return brandedNotification(links.mailFrom, brand, {
    to: recipient.email,
    subject: `${title}: you scored ${pts(recipient.points)}`,
    greeting: `Hello ${recipient.teamName},`,
    lines: [
      `Every result of ${title} is in. You scored ${pts(recipient.points)}.`,
      bankerLine(recipient.banker),
      ...[winnersLine(winners, recipient.userId)].filter((line) => line !== null),
      ...moves.map((move) => `${move.table}: ${describeMove(move)}.`),
      nextDeadline
        ? `Next deadline: ${mailDateTime(nextDeadline, recipient.ukTime)}.`
        : 'Next deadline: none scheduled yet.',
    ],
    action: { label: 'See the tables', url: `${links.siteUrl}/leaderboards` },
    footer:
      'You get a recap when every result of a week you predicted is in. The link below turns off all e-mails from the game (newsletter, recaps and reminders).',
    unsubscribeUrl: links.unsubscribeUrl,
  });
}
