import { Model, type ModelOptions, type Pojo, type QueryContext } from 'objection';

/**
 * Every model's base. The knex instance already maps snake_case columns to camelCase properties
 * (knexSnakeCaseMappers in db/knex.ts), so models, relations and modifiers speak camelCase.
 */
export class BaseModel extends Model {
  /** Tables with an updated_at column keep it current on every model update. */
  static readonly hasUpdatedAt: boolean = true;

  id!: number;

  override $beforeUpdate(opt: ModelOptions, ctx: QueryContext) {
    super.$beforeUpdate(opt, ctx);
    if ((this.constructor as typeof BaseModel).hasUpdatedAt)
      (this as unknown as { updatedAt: Date }).updatedAt = new Date();
  }

  /** JSON answers carry dates as ISO strings, never Date objects or driver-specific values. */
  override $formatJson(json: Pojo): Pojo {
    const formatted = super.$formatJson(json);
    for (const [key, value] of Object.entries(formatted)) {
      if (value instanceof Date) formatted[key] = value.toISOString();
    }
    return formatted;
  }
}
