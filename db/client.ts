import { is, SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type TDb = ReturnType<typeof createDb>;

const dialect = new SQLiteAsyncDialect();

// Drizzle's batch cannot run raw SQL that has parameters, so batches that need INSERT ... SELECT
// (a write conditional on what the same transaction finds) run as D1's own batch, each statement
// built by drizzle and prepared here.
export function toStatement(d1: D1Database, query: SQL | { toSQL(): { sql: string; params: unknown[] } }) {
  const built = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
  return d1.prepare(built.sql).bind(...built.params);
}
