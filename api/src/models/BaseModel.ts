import type { Knex } from 'knex';
import { Model, type ModelOptions, type Pojo, type QueryContext } from 'objection';

/** Objection's own choice of how many queries a graph operation runs at once (4 on PostgreSQL). */
const objectionConcurrency = (Model as unknown as { getConcurrency(knex?: Knex): number })
  .getConcurrency;

/**
 * Every model's base. The knex instance already maps snake_case columns to camelCase properties
 * (knexSnakeCaseMappers in db/knex.ts), so models, relations and modifiers speak camelCase.
 */
export class BaseModel extends Model {
  /** Tables with an updated_at column keep it current on every model update. */
  static readonly hasUpdatedAt: boolean = true;

  id!: number;

  /**
   * How many queries Objection runs at once for one eager fetch or graph write (withGraphFetched
   * loads each relation with a query of its own). On a pool each takes a connection of its own; in
   * a transaction they all share the transaction's one connection, and pg must not be handed a
   * query while another runs there (a DeprecationWarning in pg 8, an error in pg 9): one at a time.
   */
  static getConcurrency(knex?: Knex): number {
    return knex?.isTransaction ? 1 : objectionConcurrency.call(this, knex);
  }

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
