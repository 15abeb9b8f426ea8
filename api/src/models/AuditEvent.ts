import { BaseModel } from './BaseModel';
import { User } from './User';

export class AuditEvent extends BaseModel {
  static override tableName = 'audit_events';
  static override readonly hasUpdatedAt = false;
  static override jsonAttributes = ['before', 'after'];

  actorId!: number | null;
  action!: string;
  resource!: string;
  resourceId!: string | null;
  before!: unknown;
  after!: unknown;
  createdAt!: Date;

  actor?: User | null;

  static override relationMappings = () => ({
    actor: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'audit_events.actorId', to: 'users.id' },
    },
  });
}
