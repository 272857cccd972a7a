import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import {
  countPinsPerDay,
  countSubscriptionsByTier,
  listSubscriptionsPage,
  listTopSearchedPins,
} from "../../db/queries/analytics";
import { countPinsCreated, countTrials, sumPaidYearlyByCurrency } from "../../db/queries/dashboard";
import { countEventsByType } from "../../db/queries/events";
import { claimDueRows } from "../../db/queries/outbox-rows";
import { countPageViewsPerDay } from "../../db/queries/page-view-counts";
import { listTopPins } from "../../db/queries/pins";
import { listOverduePins } from "../../db/queries/releases";
import { listRoleGrants } from "../../db/queries/roles";
import { countSearchesPerDay, listSearchDays } from "../../db/queries/search-counts";
import { listStaffActions, STAFF_ACTORS } from "../../db/queries/staff-actions";
import { countPinsByTier, listPinsByEmail, listPinsByName, listStaffPinsPage } from "../../db/queries/staff-pins";
import { dayWindow, utcDay } from "../../domain/analytics";
import { EVENTS_SPAN_DAYS } from "../../domain/analytics-events";
import { dashboardWindows } from "../../domain/dashboard";
import { SEARCH_HISTORY_DAYS } from "../../domain/search-counts";
import { PINS_PER_DAY_SPAN_DAYS } from "../../domain/staff";
import { type signedInAs, signedInStaff } from "../helpers/worker/accounts";
import {
  expectIndexed,
  planOf,
  seedEvents,
  seededWithinDays,
  seedPins,
  seedStaffActions,
  seedSubscriptions,
} from "../helpers/worker/query-plan";

// Issue 13's performance part: every staff query is answered from an index, checked on 10,000 pins
// and a few thousand subscriptions so that SQLite's planner has a reason to prefer one. Each staff
// query joins the list below the day it is written.

const PINS = { count: 10_000, spreadDays: 120 };
const SUBSCRIPTIONS = 4_000;
const now = Date.now();
const db = createDb(env.DB);

beforeAll(async () => {
  await seedPins(env.DB, { ...PINS, now, subscribed: SUBSCRIPTIONS });
  await seedSubscriptions(env.DB, { count: SUBSCRIPTIONS, now });
  await seedStaffActions(env.DB, { count: 10_000, actors: 12, now });
  await seedEvents(env.DB, { count: 10_000, spreadDays: 120, now });
  // The planner's statistics, as a long-lived database would have them.
  await env.DB.prepare("ANALYZE").run();
});

const QUERIES = {
  "analytics: a page of subscriptions": () => listSubscriptionsPage(db, { page: 3 }),
  "analytics: a page of one tier's subscriptions": () => listSubscriptionsPage(db, { tier: "simple", page: 2 }),
  "analytics: the top 10 searched pins": () => listTopSearchedPins(db),
  "analytics: pins per day": () => countPinsPerDay(db, dayWindow(now)),
  "analytics: searches per day": () => countSearchesPerDay(db, utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from)),
  "manage: the owner's page of search histories": () =>
    listSearchDays(db, [1, 2, 3], utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from)),
  "analytics: page views per day": () => countPageViewsPerDay(db, utcDay(dayWindow(now, EVENTS_SPAN_DAYS).from)),
  "analytics: events by type": () => countEventsByType(db, dayWindow(now, EVENTS_SPAN_DAYS)),
  "housekeeping: the due conversion events": () => claimDueRows(db, "conversions", now, now + 1, 20),
  "the public top 10": () => listTopPins(db),
  "audit trail: the latest actions": () => listStaffActions(db, { limit: 50 }),
  "audit trail: one staff member's actions": () => listStaffActions(db, { actorId: "someone", limit: 50 }),
  "audit trail: the staff filter": () => STAFF_ACTORS,
  "dashboard: the release preview": () => listOverduePins(db, now, 500),
  "dashboard: the release of the listed pins": () => listOverduePins(db, now, 500, { only: ["seeded 1", "seeded 2"] }),
  "dashboard: the help desk grants": () => listRoleGrants(db, "help_desk"),
  "dashboard: yearly revenue by currency": () => sumPaidYearlyByCurrency(db),
  "dashboard: pins created this month and year": () => countPinsCreated(db, dashboardWindows(now)),
  "dashboard: trials and their endings": () => countTrials(db, dashboardWindows(now)),
  "manage: the admin's page of every pin": () => listStaffPinsPage(db, { limit: 50, offset: 5_000 }),
  "manage: the admin's filtered page": () => listStaffPinsPage(db, { prefix: "seed", limit: 50, offset: 0 }),
  "manage: the filtered counts by tier": () => countPinsByTier(db, "seed1"),
  "help desk: the pins of an e-mail address": () => listPinsByEmail(db, "seed7@example.com"),
  "help desk: the pin of a name": () => listPinsByName(db, "seeded 42"),
};

// Counts over every pin read the (tier_rank, mypin) index whole, never the table: the dashboard's
// pins by tier and the admin's list count them with the same query.
const COUNTS = {
  "dashboard and manage: every pin's count by tier": () => countPinsByTier(db),
};

describe("staff queries on 10,000 pins", () => {
  it.each(Object.entries(QUERIES))("%s reads an index, not the whole table", async (_name, query) => {
    expectIndexed(await planOf(env.DB, query()));
  });

  it.each(Object.entries(COUNTS))("%s reads an index, not the whole table", async (_name, query) => {
    expectIndexed(await planOf(env.DB, query()), { countOnly: true });
  });

  it("counts subscriptions by tier from the status index alone", async () => {
    const plan = await planOf(env.DB, countSubscriptionsByTier(db));
    expectIndexed(plan, { countOnly: true });
    expect(plan.steps.join("\n")).toMatch(/subscriptions_status_tier_idx/);
  });

  // The index holds the pins in the list's own order (tier, then name), so a page is read off it
  // with no sort of every pin first.
  it("reads the admin's unfiltered page of pins in the index's order, sorting nothing", async () => {
    const { steps } = await planOf(env.DB, listStaffPinsPage(db, { limit: 50, offset: 5_000 }));
    expect(steps.join("\n")).toMatch(/SCAN mypins USING INDEX mypins_tier_name_idx/);
    expect(steps.join("\n")).not.toMatch(/TEMP B-TREE/);
  });

  it("names the index each analytics query was built for", async () => {
    const plans = await Promise.all([
      planOf(env.DB, listSubscriptionsPage(db, { tier: "basic", page: 1 })),
      planOf(env.DB, listTopSearchedPins(db)),
      planOf(env.DB, countPinsPerDay(db, dayWindow(now))),
    ]);
    expect(plans.map((plan) => plan.steps.join("\n"))).toEqual([
      expect.stringMatching(/subscriptions_status_tier_idx/),
      expect.stringMatching(/mypins_search_count_idx/),
      expect.stringMatching(/mypins_created_idx/),
    ]);
  });

  it("refuses a plan that reads a whole table", () => {
    const plan = (steps: string[], limited = false) => ({ steps, limited });
    expect(() => expectIndexed(plan(["SCAN mypins"]))).toThrow();
    expect(() => expectIndexed(plan(["SCAN mypins USING COVERING INDEX mypins_created_idx"]))).toThrow();
    expect(() => expectIndexed(plan(["SCAN staff_actions USING INDEX staff_actions_actor_idx"]))).toThrow();
    expectIndexed(plan(["SCAN staff_actions USING INDEX staff_actions_created_idx"], true));
    expectIndexed(plan(["SCAN mypins USING COVERING INDEX mypins_created_idx"]), { countOnly: true });
    expectIndexed(plan(["SEARCH mypins USING INDEX mypins_created_idx (created_at>? AND created_at<?)"]));
    expectIndexed(
      plan(["SEARCH mypins USING INDEX mypins_mypin_unique (mypin=?)", "SCAN json_each VIRTUAL TABLE INDEX 1:"]),
    );
    expectIndexed(
      plan(["CO-ROUTINE actors", "SEARCH staff_actions USING COVERING INDEX staff_actions_actor_idx", "SCAN actors"]),
    );
  });
});

describe("the analytics routes on 10,000 pins", () => {
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    admin = (await signedInStaff("system_admin")).browser;
  });

  it("counts every seeded pin of the last 90 days, and none older", async () => {
    const response = await admin.api.admin.analytics["pins-per-day"].$get();
    expect(response.status).toBe(200);
    const { days } = await response.json();
    expect(days).toHaveLength(PINS_PER_DAY_SPAN_DAYS);
    const total = days.reduce((sum, day) => sum + day.count, 0);
    expect(total).toBe(seededWithinDays(PINS, PINS_PER_DAY_SPAN_DAYS));
    expect(days.every((day) => day.count > 0)).toBe(true);
  });

  it("lists the 10 most searched of them", async () => {
    const { pins } = await (await admin.api.admin.analytics["top-pins"].$get()).json();
    const { results } = await env.DB.prepare(
      "SELECT search_count FROM mypins ORDER BY search_count DESC LIMIT 10",
    ).all<{
      search_count: number;
    }>();
    expect(pins.map((pin) => pin.searchCount)).toEqual(results.map((row) => row.search_count));
  });

  it("counts the live subscriptions by tier", async () => {
    const body = await (await admin.api.admin.analytics.subscriptions.$get({ query: {} })).json();
    // Statuses cycle active, trialing, canceled, past due: half are listed.
    expect(body.total).toBe(SUBSCRIPTIONS / 2);
    expect(body.counts.basic + body.counts.simple + body.counts.premium).toBe(SUBSCRIPTIONS / 2);
    expect(body.subscriptions).toHaveLength(50);
  });
});
