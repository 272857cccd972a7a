// Keys to the public API (docs/decisions/046). A key itself is shown once and never stored: only
// its SHA-256, which a request's key is looked up by.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { API_KEY_KINDS } from "../../domain/api-keys";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: API_KEY_KINDS }).notNull(),
    // The website origins a browser key answers from; empty for a server key.
    origins: text("origins", { mode: "json" }).$type<string[]>().notNull(),
    keyHash: text("key_hash").notNull().unique(),
    // The key's last characters, so the screen can tell keys apart.
    hint: text("hint").notNull(),
    createdAt: createdAt(),
    rotatedAt: integer("rotated_at", { mode: "number" }),
    revokedAt: integer("revoked_at", { mode: "number" }),
    // The most calls a month this key may make, set by its owner (a browser key is public, so a
    // copied one cannot spend the whole account's allowance); null: only the account's allowance.
    monthlyCap: integer("monthly_cap"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId).where(sql`revoked_at IS NULL`)],
);

export type TApiKeyRow = typeof apiKeys.$inferSelect;
