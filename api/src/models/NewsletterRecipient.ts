import { BaseModel } from './BaseModel';
import { NewsletterSend } from './NewsletterSend';

export class NewsletterRecipient extends BaseModel {
  static override tableName = 'newsletter_recipients';
  static override readonly hasUpdatedAt = false;

  sendId!: number;
  userId!: number | null;
  email!: string;
  status!: 'pending' | 'sent' | 'failed' | 'invalid';
  error!: string | null;
  sentAt!: Date | null;

  send?: NewsletterSend;

  static override relationMappings = () => ({
    send: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: NewsletterSend,
      join: { from: 'newsletter_recipients.sendId', to: 'newsletter_sends.id' },
    },
  });
}
