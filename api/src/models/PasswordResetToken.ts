import { BaseModel } from './BaseModel';

/** A reset link's token, stored only as its SHA-256 hash. */
export class PasswordResetToken extends BaseModel {
  static override tableName = 'password_reset_tokens';
  static override readonly hasUpdatedAt = false;

  userId!: number;
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
