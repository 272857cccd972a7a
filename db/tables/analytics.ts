// Analytics: page views counted per day, the events of consenting visitors and conversions to deliver.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONVERSION_EVENTS, EVENT_TYPES } from "../../domain/analytics-events";
import { createdAt, outboxDelivery } from "./columns";

// Consenting visitors' page views per UTC day ("YYYY-MM-DD"), written in batches
// (worker/services/analytics/page-view-counts.ts): the dashboard's page views per day (docs/decisions/036).
export const pageViewDays = sqliteTable("page_view_days", {
  day: text("day").primaryKey(),
  count: integer("count").notNull(),
});

// First-party analytics, written only with cookie consent (docs/decisions/026); page views are
// counted in page_view_days instead.
export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: EVENT_TYPES }).notNull(),
    path: text("path").notNull(),
    name: text("name"),
    visitor: text("visitor").notNull(),
    createdAt: createdAt(),
  },
  // The dashboard counts by day and by type over a window; the retention job deletes by age.
  (t) => [index("events_created_idx").on(t.createdAt), index("events_type_created_idx").on(t.type, t.createdAt)],
);

// Conversion events waiting for the Conversions-API endpoint, written in the same batch as the
// change that causes them. event_id is unique, so a second delivery of a webhook queues nothing.
export const conversionOutbox = sqliteTable(
  "conversion_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: text("event_id").notNull().unique(),
    eventName: text("event_name", { enum: CONVERSION_EVENTS }).notNull(),
    ...outboxDelivery(),
  },
  (t) => [index("conversion_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
