import { DrizzleQueryError, is, SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type TDb = ReturnType<typeof createDb>;

// One statement of a drizzle batch (db.batch), built but not awaited.
export type TBatchItem = BatchItem<"sqlite">;

const dialect = new SQLiteAsyncDialect();

// Drizzle's batch cannot run raw SQL that has parameters, so batches that need INSERT ... SELECT
// (a write conditional on what the same transaction finds) run as D1's own batch, each statement
// built by drizzle and prepared here.
export function toStatement(d1: D1Database, query: TQuery) {
  const built = toQuery(query);
  return d1.prepare(built.sql).bind(...built.params);
}

export type TQuery = SQL | { toSQL(): { sql: string; params: unknown[] } };

// The SQL text and parameters of a drizzle query or a raw `sql` template.
export function toQuery(query: TQuery): { sql: string; params: unknown[] } {
  return is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
}

// A write refused by a unique index, however deep drizzle and D1 wrap the driver's error: for the
// names, the index is the last word on who has one.
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && (/UNIQUE constraint failed/.test(error.message) || isUniqueViolation(error.cause));

// A failed query's SQL text, for the log: drizzle's own message appends the query's parameters (an
// e-mail address, a token's hash), which a log must never carry. Null for any other error.
export function failedQueryText(error: unknown): string | null {
  return error instanceof DrizzleQueryError ? error.query : null;
}
