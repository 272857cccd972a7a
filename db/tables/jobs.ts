// Where each scheduled job stopped: a job takes a bounded chunk per run (Cloudflare counts D1
// queries and subrequests per invocation) and the next run resumes from here.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const jobCursors = sqliteTable("job_cursors", {
  job: text("job").primaryKey(),
  // The job's own position (a Stripe id, a row's key); null between passes.
  cursor: text("cursor"),
  // When the pass now under way began, and when the last one finished.
  passStartedAt: integer("pass_started_at", { mode: "number" }),
  passFinishedAt: integer("pass_finished_at", { mode: "number" }),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
});
