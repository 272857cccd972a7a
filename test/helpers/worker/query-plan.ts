import { expect } from "vitest";
import { type TQuery, toQuery } from "../../../db/client";

// The staff screens read tables that grow with the business; these helpers prove a query is
// answered from an index (EXPLAIN QUERY PLAN) on a database seeded large enough for SQLite's
// planner to care. Add each new staff query to test/worker/staff-query-plans.test.ts.

const DAY_MS = 86_400_000;

// The plan's steps as SQLite words them ("SEARCH mypins USING INDEX ...", "SCAN subscriptions"),
// and whether the query stops after a LIMIT.
export type TPlan = { steps: string[]; limited: boolean };

export async function planOf(d1: D1Database, query: TQuery): Promise<TPlan> {
  const { sql, params } = toQuery(query);
  const { results } = await d1
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return { steps: results.map((row) => row.detail), limited: /\blimit\b/i.test(sql) };
}

// No step reads a whole table. A scan of an index reads every entry of the index, which only a
// plain COUNT of the table may do; a scan of an ordinary index in its order stops early only under
// a LIMIT (a top-N read). A scan of a virtual table such as json_each (the list of names a
// query was given) or of the query's own WITH table reads no stored table.
export function expectIndexed(plan: TPlan, options: { countOnly?: boolean } = {}) {
  const ownTables = plan.steps.flatMap((step) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(step)?.[1] ?? []);
  const fullScans = plan.steps.filter((step) => {
    const scan = /^SCAN (\w+)(.*)$/.exec(step);
    const table = scan?.[1] ?? "";
    const how = `${scan?.[2] ?? ""} `;
    if (!scan || table === "CONSTANT" || ownTables.includes(table) || / VIRTUAL TABLE /.test(how)) return false;
    if (/ USING COVERING INDEX /.test(how)) return !options.countOnly;
    if (/ USING INDEX /.test(how)) return !(plan.limited || options.countOnly);
    return !/ USING INTEGER PRIMARY KEY /.test(how);
  });
  expect(plan.steps.length, "the query has a plan").toBeGreaterThan(0);
  expect(fullScans, `full scans in ${JSON.stringify(plan.steps)}`).toEqual([]);
}

// `count` audit rows by `actors` staff members, newest last, so the audit trail's queries are
// planned against a trail that has grown.
export async function seedStaffActions(d1: D1Database, options: { count: number; actors: number; now: number }) {
  await d1
    .prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
       INSERT INTO staff_actions (actor_id, actor_email, action, target, before, after, created_at)
       SELECT 'seeded-staff-' || (i % ?2), 'staff' || (i % ?2) || '@example.com', 'rename', 'seeded ' || i,
         NULL, NULL, ?3 - (?1 - i) * 1000
       FROM seq`,
    )
    .bind(options.count, options.actors, options.now)
    .run();
}

// `count` pins in one statement, pin i created (i % spreadDays) whole days before `now`'s UTC day
// and i seconds into it, so every day of the spread has pins; search counts vary. Names and
// skeletons start with `label`, so the seed never collides with a test's own pins. The first
// `subscribed` pins belong to seedSubscriptions' subscriptions of the same number, as paid pins do.
export async function seedPins(
  d1: D1Database,
  options: { count: number; now: number; spreadDays: number; label?: string; subscribed?: number },
) {
  const label = options.label ?? "seeded";
  const today = Math.floor(options.now / DAY_MS) * DAY_MS;
  await d1
    .prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
       INSERT INTO mypins (mypin, skeleton, user_name, user_email, latitude, longitude, search_count, created_at, subscription_id)
       SELECT ?2 || ' ' || i, ?2 || '-' || i, 'Seed Owner', 'seed' || (i % 500) || '@example.com', 51.5, -0.12,
         (i * 7919) % 1000, ?3 - (i % ?4) * ${DAY_MS} + (i % 86400) * 1000, CASE WHEN i <= ?5 THEN 'sub_seeded_' || i END
       FROM seq`,
    )
    .bind(options.count, label, today, options.spreadDays, options.subscribed ?? 0)
    .run();
}

// Of seedPins' pins, how many were created in the last `days` UTC days (today included).
export function seededWithinDays(options: { count: number; spreadDays: number }, days: number) {
  let within = 0;
  for (let i = 1; i <= options.count; i += 1) if (i % options.spreadDays < days) within += 1;
  return within;
}

// `count` subscriptions in one statement, cycling through statuses and tiers, subscription i
// created i minutes before `now`.
export async function seedSubscriptions(d1: D1Database, options: { count: number; now: number; label?: string }) {
  const label = options.label ?? "sub_seeded";
  await d1
    .prepare(
      `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
       INSERT INTO subscriptions (id, email, status, tier, currency, amount_minor, current_period_end, trial_end, created_at)
       SELECT ?2 || '_' || i, 'subscriber' || i || '@example.com',
         CASE i % 4 WHEN 0 THEN 'active' WHEN 1 THEN 'trialing' WHEN 2 THEN 'canceled' ELSE 'past_due' END,
         CASE i % 3 WHEN 0 THEN 'basic' WHEN 1 THEN 'simple' ELSE 'premium' END,
         'gbp', 1200, ?3 + 365 * ${DAY_MS}, CASE i % 4 WHEN 1 THEN ?3 + 30 * ${DAY_MS} END, ?3 - i * 60000
       FROM seq`,
    )
    .bind(options.count, label, options.now)
    .run();
}

// `count` analytics events of the types kept as rows, spread over the last `spreadDays` days, and
// page views on each of those days.
export async function seedEvents(d1: D1Database, options: { count: number; spreadDays: number; now: number }) {
  await d1.batch([
    d1
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO events (type, path, visitor, created_at)
         SELECT CASE i % 2 WHEN 0 THEN 'begin_checkout' ELSE 'share' END,
                '/seeded', 'seeded-visitor', ?2 - (i % ?3) * ${DAY_MS}
         FROM n`,
      )
      .bind(options.count, options.now, options.spreadDays),
    d1
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
         INSERT INTO page_view_days (day, count)
         SELECT strftime('%Y-%m-%d', (?1 - i * ${DAY_MS}) / 1000, 'unixepoch'), 100 + i FROM n WHERE true
         ON CONFLICT (day) DO UPDATE SET count = count + excluded.count`,
      )
      .bind(options.now, options.spreadDays),
  ]);
}
