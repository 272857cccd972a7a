import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

// Timestamps are Unix epoch milliseconds: one unit from the worker's Date.now() to the DB.
export const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`);
