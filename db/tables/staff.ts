// Staff: the audit trail of staff actions and the reserved names staff released.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STAFF_ACTIONS } from "../../domain/staff";
import { users } from "./accounts";

// The audit trail (docs/decisions/025): every staff action, who took it ("cron" for the schedule),
// and the values before and after, as JSON. Rows are written in the same batch as the change.
export const staffActions = sqliteTable(
  "staff_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email"),
    action: text("action", { enum: STAFF_ACTIONS }).notNull(),
    target: text("target").notNull(),
    before: text("before", { mode: "json" }).$type<Record<string, unknown> | null>(),
    after: text("after", { mode: "json" }).$type<Record<string, unknown> | null>(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("staff_actions_created_idx").on(t.createdAt),
    index("staff_actions_actor_idx").on(t.actorId, t.createdAt),
  ],
);

// A reserved brand name (domain/reserved-names.ts) that staff released to the account proven to own
// the brand: that account, and only it, may hold and buy the name. Keyed by the canonical name.
export const reservedNameReleases = sqliteTable("reserved_name_releases", {
  name: text("name").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  releasedBy: text("released_by").notNull(),
  reason: text("reason").notNull(),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
});

export type TStaffActionRow = typeof staffActions.$inferSelect;
