import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

// `column IN (values)` bound as one JSON parameter: D1 allows a query only 100 bound parameters,
// and a scheduled chunk names more rows than that.
export function inJsonList(column: AnySQLiteColumn | SQL, values: readonly (string | number)[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

// One field of the current element in a `FROM json_each(...)` over a JSON list of objects.
export const jsonField = (name: string): SQL => sql.raw(`json_extract(value, '$.${name}')`);
