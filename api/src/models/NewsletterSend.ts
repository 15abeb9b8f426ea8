import type { NewsletterSendStatus } from '@predictor/contracts/types';
import { BaseModel } from './BaseModel';
import { NewsletterRecipient } from './NewsletterRecipient';

export class NewsletterSend extends BaseModel {
  static override tableName = 'newsletter_sends';
  static override readonly hasUpdatedAt = false;

  subject!: string;
  bodyText!: string;
  headerImageUrl!: string | null;
  testMode!: boolean;
  status!: NewsletterSendStatus;
  createdBy!: number | null;
  totalUsers!: number;
  validUsers!: number;
  invalidEmails!: number;
  successCount!: number;
  failureCount!: number;
  batchCount!: number;
  createdAt!: Date;
  finishedAt!: Date | null;

  recipients?: NewsletterRecipient[];

  static override relationMappings = () => ({
    recipients: {
      relation: BaseModel.HasManyRelation,
      modelClass: NewsletterRecipient,
      join: { from: 'newsletter_sends.id', to: 'newsletter_recipients.sendId' },
    },
  });
}
