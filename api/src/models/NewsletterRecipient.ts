import type { NewsletterRecipientStatus } from '@predictor/contracts/types';
import { BaseModel } from './BaseModel';
import { NewsletterSend } from './NewsletterSend';

export class NewsletterRecipient extends BaseModel {
  static override tableName = 'newsletter_recipients';
  static override readonly hasUpdatedAt = false;

  sendId!: number;
  userId!: number | null;
  email!: string;
  status!: NewsletterRecipientStatus;
  error!: string | null;
  /** When it was marked sent: just before its mail's end went to the server (send-run.ts). */
  sentAt!: Date | null;
  /** The run holding the claim, and when that run last said it is alive (send-run.ts). */
  claimedBy!: string | null;
  claimedAt!: Date | null;
  /** When the mail server accepted the mail; null on a sent row: handed over, never confirmed. */
  confirmedAt!: Date | null;

  send?: NewsletterSend;

  static override relationMappings = () => ({
    send: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: NewsletterSend,
      join: { from: 'newsletter_recipients.sendId', to: 'newsletter_sends.id' },
    },
  });
}
