// Pins: the names, where they point, the holds on names being bought, their QR images and searches.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

export const mypins = sqliteTable(
  "mypins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The last line of defence against two buyers of one name (docs/decisions/006).
    mypin: text("mypin").notNull().unique(),
    userName: text("user_name").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    userEmail: text("user_email"),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    searchCount: integer("search_count").notNull().default(0),
    // The public list's ranking: at most one search per client (IPv6 /64) per pin per UTC day, so
    // a few scripted addresses cannot lift a pin up the home page (worker/services/pins/search-counts.ts).
    rankedSearches: integer("ranked_searches").notNull().default(0),
    // Staff took the pin off the public list (it still resolves and counts).
    hiddenFromTop: integer("hidden_from_top", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }),
    coordinatesUpdatedAt: integer("coordinates_updated_at", { mode: "number" }),
    subscriptionId: text("subscription_id"),
    // The name's confusable skeleton (domain/name-policy.ts nameKey), unique so that no two pins
    // look alike even when two purchases race. Rows made before the name policy start without one
    // and are filled in by worker/cron/name-keys.ts; a legacy look-alike of an older pin stays null.
    skeleton: text("skeleton").unique(),
    // domain/names.ts displayTier as the manage page's group order, computed by SQLite and never
    // written: 0 Premium (at most 30 characters, no dot), 1 Simple (no space, exactly one dot),
    // 2 Basic. length() counts code points, as displayTier does. Indexed with the name, so the
    // admin's list of every pin is read a page at a time in that order rather than sorted whole.
    // The owner's arrival note (domain/arrival-notes.ts), plain text; null without one.
    note: text("note"),
    // The town and country (ISO 3166-1 alpha-2) nearest the pin, from reverse geocoding when it was
    // placed or moved (worker/services/pins/pin-places.ts). placeCheckedAt is when the geocoder last
    // answered for this point, null until it has: a pin saved while the geocoder failed is looked up
    // again by the scheduled jobs. Answered but nowhere near a town (at sea), the two stay null.
    nearTown: text("near_town"),
    nearCountry: text("near_country"),
    placeCheckedAt: integer("place_checked_at", { mode: "number" }),
    // When the pin last moved to another account (db/tables/transfers.ts): a new owner cannot hand
    // it on again for a while (domain/transfers.ts TRANSFER_LOCK_DAYS).
    transferredAt: integer("transferred_at", { mode: "number" }),
    tierRank: integer("tier_rank").generatedAlwaysAs(
      sql`CASE WHEN length(mypin) <= 30 AND instr(mypin, '.') = 0 THEN 0 WHEN instr(mypin, ' ') = 0 AND length(mypin) - length(replace(mypin, '.', '')) = 1 THEN 1 ELSE 2 END`,
      { mode: "virtual" },
    ),
  },
  (t) => [
    index("mypins_search_count_idx").on(t.searchCount),
    index("mypins_user_email_idx").on(t.userEmail),
    // The owner's manage page lists pins by their user (db/queries/pins.ts listOwnedPins).
    index("mypins_user_idx").on(t.userId),
    // An ended subscription frees its name by this id (worker/services/subscriptions/subscription-sync.ts).
    index("mypins_subscription_idx").on(t.subscriptionId),
    // The dashboard's pins created this month, this year and per day (db/queries/analytics.ts).
    index("mypins_created_idx").on(t.createdAt),
    index("mypins_tier_name_idx").on(t.tierRank, t.mypin),
    index("mypins_ranked_idx").on(t.hiddenFromTop, t.rankedSearches),
    // The pins still to be placed, which the scheduled jobs read a few at a time.
    index("mypins_unplaced_idx").on(t.id).where(sql`place_checked_at IS NULL`),
  ],
);

// Every pin's name as its trigrams, one row each, for "did you mean" on a missed search
// (db/queries/pin-suggestions.ts). Written only by the triggers of migration 0010, in step with
// each insert, rename and deletion of a pin; pinId is mypins.id.
export const pinNameTrigrams = sqliteTable(
  "pin_name_trigrams",
  {
    trigram: text("trigram").notNull(),
    pinId: integer("pin_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.trigram, t.pinId] }), index("pin_name_trigrams_pin_idx").on(t.pinId)],
);

// 1, 2, ... 256: where a trigram may start in a name. The triggers split a name with it, since a
// trigger cannot hold the WITH clause that would count them; 256 code points is past any name.
export const trigramPositions = sqliteTable("trigram_positions", {
  n: integer("n").primaryKey(),
});

// Every live name hold, by holder: the NameLock object sees one name, this table all of a holder's
// names, so an account (or a browser) can be capped. A row counts only until its expires_at. Its
// name is the name's key (nameKey), as the object's is, so look-alikes are one hold here too.
export const nameHolds = sqliteTable(
  "name_holds",
  {
    holder: text("holder").notNull(),
    name: text("name").notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    checkoutSessionId: text("checkout_session_id"),
    // A signed-out hold's client address (IPv6 /64): those are capped per address as well as per
    // browser, since dropping the cookie makes a new browser.
    address: text("address"),
  },
  (t) => [
    primaryKey({ columns: [t.holder, t.name] }),
    index("name_holds_address_idx").on(t.address, t.expiresAt),
    index("name_holds_holder_idx").on(t.holder, t.expiresAt),
    index("name_holds_expires_idx").on(t.expiresAt),
    index("name_holds_checkout_idx").on(t.checkoutSessionId),
  ],
);

// A pin's name before a help-desk rename, for 90 days: visitors of an old link or printed QR code
// are told the new name and sent on, and nobody else can take the old name (or a look-alike of it)
// meanwhile.
export const pinFormerNames = sqliteTable(
  "pin_former_names",
  {
    mypin: text("mypin").primaryKey(),
    skeleton: text("skeleton").notNull().unique(),
    pinId: integer("pin_id")
      .notNull()
      .references(() => mypins.id, { onDelete: "cascade" }),
    until: integer("until", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pin_former_names_pin_idx").on(t.pinId)],
);

export const qrCodes = sqliteTable("qr_codes", {
  mypin: text("mypin").primaryKey(),
  filePath: text("file_path").notNull(),
  fileSize: integer("file_size").notNull(),
  createdAt: createdAt(),
});

// Searches per pin per UTC day ("YYYY-MM-DD"), written in batches with mypins.search_count
// (worker/services/pins/search-counts.ts): the owner's 30-day sparkline and the admin's searches per day.
export const pinSearchDays = sqliteTable(
  "pin_search_days",
  {
    pinId: integer("pin_id")
      .notNull()
      .references(() => mypins.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pinId, t.day] }), index("pin_search_days_day_idx").on(t.day)],
);

export type TPinRow = typeof mypins.$inferSelect;
export type TNewPinRow = typeof mypins.$inferInsert;
